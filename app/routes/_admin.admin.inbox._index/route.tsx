import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { countSpam, countUnread, listInbox } from "~/.server/submissions/inbox";
import * as styles from "~/components/admin/inbox.css";
import { InboxTabs } from "~/components/admin/inbox-tabs";
import { MailStatusBadge } from "~/components/admin/mail-status-badge";
import { pageOf, Pager } from "~/components/admin/pager";
import { type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { formatDateTime } from "~/utils/dates";
import { KIND_LABELS } from "~/utils/inbox-format";
import { inboxPath } from "~/utils/inbox-paths";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";

export const handle = { title: PAGE_TITLES.inbox } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const page = pageOf(request.url);
  const [{ items, more }, unread, spam] = await Promise.all([listInbox(page), countUnread(), countSpam()]);
  return { items, more, page, unread, spam };
}

export default function Inbox() {
  const { items, more, page, unread, spam } = useLoaderData<typeof loader>();
  return (
    <>
      <InboxTabs spam={spam} />
      <p className={styles.summary}>Career applications and contact messages, newest first. {unread} unread.</p>
      {items.length === 0 ? (
        <p className={styles.empty}>No applications or messages yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Submissions">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={styles.item}>
              <Link to={inboxPath(item.kind, item.id)} className={`${styles.row} ${item.read_at ? "" : styles.unread}`}>
                <span className={styles.kind}>
                  {item.read_at ? null : <span className={styles.dot} aria-label="Unread" role="img" />}
                  {KIND_LABELS[item.kind]}
                </span>
                <span>{item.name}</span>
                <span className={styles.muted}>{item.email}</span>
                <span className={styles.muted}>{formatDateTime(item.created_at)}</span>
                <MailStatusBadge status={item.mail_status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} more={more} firstPage="/admin/inbox" className={styles.pager} />
    </>
  );
}
