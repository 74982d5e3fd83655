import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin-page";
import * as styles from "~/components/admin-form.css";
import { TextFieldForm } from "~/components/text-field-form";
import { ToastMessage } from "~/components/toast-message";
import { updateContactField } from "~/.server/content/admin-writes";
import { getContact } from "~/.server/content/pages";
import { attempt, failure, intentOf, pageAction, success } from "~/utils/admin-action.server";
import { ADMIN_HANDLE, ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { CONTACT_FIELDS, valueSchema } from "~/utils/admin-schemas";
import { requireUser } from "~/.server/auth/users";
import { TEXT_MAX } from "~/utils/constants";
import { parseForm } from "~/utils/forms";
import { TOASTS } from "~/utils/messages";
import type { LiveHandle } from "~/utils/live-tables";

export const handle = { ...ADMIN_HANDLE, liveTables: ["contact"] } satisfies LiveHandle;
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("Edit Contact");

const FIELDS = {
  contact_header: { label: "header", title: "Contact header", kind: "long", type: "text" },
  location: { label: "location", title: "Location", kind: "short", type: "text" },
  telephone: { label: "telephone", title: "Telephone", kind: "short", type: "tel" },
  email: { label: "email", title: "Email", kind: "email", type: "email" },
  description: { label: "description", title: "Description", kind: "long", type: "text" },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ contact: await getContact() }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, {}, async (upload) => {
    const intent = intentOf(upload, CONTACT_FIELDS);
    const field = FIELDS[intent];
    const parsed = parseForm(valueSchema(field.kind), upload.form);
    if (!parsed.ok) return failure(upload, intent, parsed.errors, TOASTS.contactFailed(field.label));
    return attempt(upload, intent, TOASTS.contactFailed(field.label), async () => {
      await updateContactField(intent, parsed.data.value);
      return success("/editContact", TOASTS.contactUpdated(field.label));
    });
  });
}

export default function EditContact() {
  const { contact } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <AdminPage title="Edit Contact">
      <ToastMessage toast={failure?.toast} />
      {CONTACT_FIELDS.map((name) => {
        const field = FIELDS[name];
        return (
          <section key={name} className={styles.section}>
            <TextFieldForm
              intent={name}
              label={field.title}
              type={field.type}
              multiline={field.kind === "long"}
              maxLength={field.kind === "long" ? TEXT_MAX.long : field.kind === "email" ? TEXT_MAX.email : TEXT_MAX.short}
              defaultValue={contact[name]}
              failure={failure}
            />
          </section>
        );
      })}
    </AdminPage>
  );
}
