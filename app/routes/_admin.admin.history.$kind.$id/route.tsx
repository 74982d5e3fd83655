// /admin/history/<kind>/<id>: the last revisions of a page or a project, each with "Restore" (a confirm
// step drawn from the URL, then a plain form post answered by a redirect), so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { listRevisions } from "~/.server/content/history/revisions";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ToastMessage } from "~/components/toast-message";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { REVISIONS_KEPT } from "~/utils/constants";
import { formatDateTime } from "~/utils/dates";
import { editPathOf } from "~/utils/history";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";

import { handler, limits, subjectOf } from "./handler.server";

export const handle = {
  title: (data?: { name: string }) => REVISION_TEXTS.pageTitle(data?.name ?? "a page"),
} satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const { subject, name } = await subjectOf(params);
  const revisions = await listRevisions(subject);
  const restoreId = Number(new URL(request.url).searchParams.get("restore")) || null;
  const toRestore = restoreId ? (revisions.find((r) => r.id === restoreId && !r.current) ?? null) : null;
  return data(
    { name, editPath: editPathOf(subject.kind, subject.id), revisions, toRestore },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

export default function History() {
  const { name, editPath, revisions, toRestore } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="history-title" title={REVISION_TEXTS.pageTitle(name)}>
        <p className={styles.hint}>
          {REVISION_TEXTS.intro(REVISIONS_KEPT)} <Link to={editPath}>{REVISION_TEXTS.backToEdit}</Link>
        </p>
        {failure?.errors.form ? (
          <p role="alert" className={styles.error}>
            {failure.errors.form}
          </p>
        ) : null}
        {revisions.length === 0 ? (
          <p>{REVISION_TEXTS.empty}</p>
        ) : (
          <ol className={styles.scrollList} aria-label="Versions, newest first" tabIndex={0}>
            {revisions.map((r) => (
              <li key={r.id} className={styles.projectRow} data-testid="revision">
                <span>
                  <strong>{r.summary}</strong>
                  <br />
                  {REVISION_TEXTS.who(r.who)} · <time dateTime={r.at}>{formatDateTime(r.at)}</time>
                </span>
                <span className={styles.buttonRow}>
                  {r.current ? (
                    <span className={styles.hint}>{REVISION_TEXTS.current}</span>
                  ) : (
                    <Link
                      to={`?restore=${r.id}`}
                      preventScrollReset
                      className={`${styles.secondary} ${styles.small}`}
                      aria-label={`${REVISION_TEXTS.restore}: ${r.summary}, ${formatDateTime(r.at)}`}
                    >
                      {REVISION_TEXTS.restore}
                    </Link>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </AdminSection>

      {toRestore ? (
        <ConfirmDialog
          title={REVISION_TEXTS.confirmTitle}
          message={REVISION_TEXTS.confirmText(
            toRestore.summary,
            formatDateTime(toRestore.at),
            REVISION_TEXTS.who(toRestore.who),
          )}
          page={pathname}
          fields={{ intent: "restore", revision: toRestore.id }}
          confirm={REVISION_TEXTS.confirmButton}
        />
      ) : null}
    </>
  );
}
