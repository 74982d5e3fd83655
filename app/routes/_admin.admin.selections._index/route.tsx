// /admin/selections: the selections made so far, and a new one.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { listSelections, shareableProjects } from "~/.server/content/sharing/selections";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { SelectionForm } from "~/components/admin/selection-form";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { formatDateTime } from "~/utils/dates";
import { SHARE_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import { handler, limits } from "./handler.server";

export const handle = { title: TEXTS.selectionsTitle } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ selections: await listSelections(), projects: await shareableProjects() }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

export default function Selections() {
  const { selections, projects } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = usePendingForm() !== null;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="selections-title" title={TEXTS.selectionsTitle}>
        <p className={styles.hint}>{TEXTS.selectionsIntro}</p>
        {selections.length === 0 ? (
          <p>{TEXTS.noSelections}</p>
        ) : (
          <ul className={styles.buttonList}>
            {selections.map((s) => (
              <li key={s.id} className={styles.projectRow}>
                <Link to={`/admin/selections/${s.id}`}>{s.title}</Link>
                <span className={styles.hint}>
                  {s.projects} projects · {s.liveLinks} live links · saved {formatDateTime(s.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection id="new-selection-title" title={TEXTS.newSelection}>
        <SelectionForm projects={projects} selection={null} failure={failure} busy={busy} submit="Create selection" />
      </AdminSection>
    </>
  );
}
