import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin-page";
import * as styles from "~/components/admin-form.css";
import { TextFieldForm } from "~/components/text-field-form";
import { ToastMessage } from "~/components/toast-message";
import { updateCareerField } from "~/.server/content/admin-writes";
import { getCareer } from "~/.server/content/pages";
import { attempt, failure, intentOf, pageAction, success } from "~/utils/admin-action.server";
import { ADMIN_HANDLE, ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { CAREER_FIELDS, valueSchema } from "~/utils/admin-schemas";
import { requireUser } from "~/.server/auth/users";
import { TEXT_MAX } from "~/utils/constants";
import { parseForm } from "~/utils/forms";
import { TOASTS } from "~/utils/messages";
import type { LiveHandle } from "~/utils/live-tables";

export const handle = { ...ADMIN_HANDLE, liveTables: ["career"] } satisfies LiveHandle;
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("Edit Career");

const FIELDS = {
  career_header: { kind: "long", updated: TOASTS.careerHeaderUpdated, failed: TOASTS.careerHeaderFailed },
  email: { kind: "email", updated: TOASTS.careerEmailUpdated, failed: TOASTS.careerEmailFailed },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ career: await getCareer() }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, {}, async (upload) => {
    const intent = intentOf(upload, CAREER_FIELDS);
    const field = FIELDS[intent];
    const parsed = parseForm(valueSchema(field.kind), upload.form);
    if (!parsed.ok) return failure(upload, intent, parsed.errors, field.failed);
    return attempt(upload, intent, field.failed, async () => {
      await updateCareerField(intent, parsed.data.value);
      return success("/editCareer", field.updated);
    });
  });
}

export default function EditCareer() {
  const { career } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <AdminPage title="Edit Career">
      <ToastMessage toast={failure?.toast} />
      <section className={styles.section}>
        <TextFieldForm intent="career_header" label="Career header" multiline maxLength={TEXT_MAX.long} defaultValue={career.career_header} failure={failure} />
      </section>
      <section className={styles.section}>
        <TextFieldForm intent="email" label="Career email" type="email" maxLength={TEXT_MAX.email} defaultValue={career.email} failure={failure} />
      </section>
    </AdminPage>
  );
}
