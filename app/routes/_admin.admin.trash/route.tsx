// /admin/trash: deleted projects, hidden from visitors until they are restored or purged.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { listTrash } from "~/.server/content/projects/trash";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ButtonForm } from "~/components/admin/button-form";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { TRASH_RETENTION_MS } from "~/utils/constants";
import { formatDateTime } from "~/utils/dates";
import type { LiveHandle } from "~/utils/live-tables";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";

import { handler, limits } from "./handler.server";

export const handle = { title: PAGE_TITLES.trash, liveTables: ["projects"] } satisfies AdminPageHandle & LiveHandle;
export const meta = adminPageMeta;

const RETENTION_DAYS = Math.round(TRASH_RETENTION_MS / 86_400_000);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const foreverId = Number(new URL(request.url).searchParams.get("forever")) || null;
  const projects = await listTrash();
  const toDelete = foreverId ? (projects.find((p) => p.id === foreverId) ?? null) : null;
  return data({ projects, toDelete }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

export default function Trash() {
  const { projects, toDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = usePendingForm() !== null;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="trash-title" title="Deleted projects">
        <p className={styles.hint}>{PROJECT_TEXTS.trashIntro(RETENTION_DAYS)}</p>
        {projects.length === 0 ? (
          <p>{PROJECT_TEXTS.trashEmpty}</p>
        ) : (
          <ul className={styles.scrollList} aria-label="Deleted projects" tabIndex={0}>
            {projects.map((p) => (
              <li key={p.id} className={styles.projectRow}>
                <span>
                  {p.name} · {p.type} · deleted {formatDateTime(p.deletedAt)} ·{" "}
                  {p.daysLeft === 1 ? "1 day left" : `${p.daysLeft} days left`}
                </span>
                <span className={styles.buttonRow}>
                  <ButtonForm
                    fields={{ intent: "restore", projectId: p.id }}
                    label="Restore"
                    busy={busy}
                    className={`${styles.button} ${styles.small}`}
                    aria-label={`Restore ${p.name}`}
                  />
                  <Link
                    to={`?forever=${p.id}`}
                    preventScrollReset
                    className={`${styles.danger} ${styles.small}`}
                    aria-label={`Delete ${p.name} forever`}
                  >
                    Delete forever
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      {toDelete ? (
        <ConfirmDialog
          title={PROJECT_TEXTS.confirmDeleteForeverTitle}
          message={PROJECT_TEXTS.confirmDeleteForever(toDelete.name)}
          page="/admin/trash"
          fields={{ intent: "delete-forever", projectId: toDelete.id }}
          confirm="Delete forever"
          confirming={ACTION_TEXTS.deleting}
          danger
        />
      ) : null}
    </>
  );
}
