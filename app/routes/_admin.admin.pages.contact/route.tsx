import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { getContact } from "~/.server/content/pages/reads";
import { pageTexts } from "~/.server/content/translations";
import { HistoryLink } from "~/components/admin/history-link";
import { TextFieldForm } from "~/components/admin/text-field-form";
import { ToastMessage } from "~/components/toast-message";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { CONTACT_FIELDS } from "~/utils/admin-schemas";
import { ADMIN_TEXT_BODY_MAX_BYTES } from "~/utils/constants";
import type { LiveHandle } from "~/utils/live-tables";
import type { RoutePolicy } from "~/utils/route-policy";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { isTranslatable } from "~/utils/translatable-fields";

import { handler, limits } from "./handler.server";
import { CONTACT_FORMS as FIELDS } from "./schema";

export const handle = { title: PAGE_TITLES.editContact, liveTables: ["contact"] } satisfies AdminPageHandle &
  LiveHandle;
export const policy = { bodyMaxBytes: ADMIN_TEXT_BODY_MAX_BYTES } satisfies RoutePolicy;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ contact: await getContact(), ...(await pageTexts("contact")) }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function EditContact() {
  const { contact, translations, outdated } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <HistoryLink kind="contact" />
      {CONTACT_FIELDS.map((name) => {
        const field = FIELDS[name];
        return (
          <TextFieldForm
            key={name}
            intent={name}
            label={field.title}
            type={field.type}
            kind={field.kind}
            defaultValue={contact[name]}
            translations={isTranslatable("contact", name) ? translations : undefined}
            outdated={outdated}
            failure={failure}
          />
        );
      })}
    </>
  );
}
