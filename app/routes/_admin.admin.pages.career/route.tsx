import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { getCareer } from "~/.server/content/pages/reads";
import { pageTexts } from "~/.server/content/translations";
import { HistoryLink } from "~/components/admin/history-link";
import { TextFieldForm } from "~/components/admin/text-field-form";
import { ToastMessage } from "~/components/toast-message";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { ADMIN_TEXT_BODY_MAX_BYTES } from "~/utils/constants";
import type { LiveHandle } from "~/utils/live-tables";
import type { RoutePolicy } from "~/utils/route-policy";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";

import { handler, limits } from "./handler.server";

export const handle = { title: PAGE_TITLES.editCareer, liveTables: ["career"] } satisfies AdminPageHandle & LiveHandle;
export const policy = { bodyMaxBytes: ADMIN_TEXT_BODY_MAX_BYTES } satisfies RoutePolicy;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ career: await getCareer(), ...(await pageTexts("career")) }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function EditCareer() {
  const { career, translations, outdated } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <HistoryLink kind="career" />
      <TextFieldForm
        intent="career_header"
        label="Career header"
        kind="long"
        defaultValue={career.career_header}
        translations={translations}
        outdated={outdated}
        failure={failure}
      />
      <TextFieldForm intent="email" label="Career email" kind="email" defaultValue={career.email} failure={failure} />
    </>
  );
}
