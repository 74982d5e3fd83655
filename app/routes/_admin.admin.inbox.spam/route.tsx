// The quarantine: submissions the bot filters suspect, kept unmailed for SPAM_RETENTION_MS.
// "Not spam" moves one into the inbox and queues its mail, once.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { honeypotDrops } from "~/.server/submissions/antispam";
import { countSpam, listInbox } from "~/.server/submissions/inbox";
import { ButtonForm } from "~/components/admin/button-form";
import * as styles from "~/components/admin/inbox.css";
import { InboxTabs } from "~/components/admin/inbox-tabs";
import { pageOf, Pager } from "~/components/admin/pager";
import { usePendingForm } from "~/hooks/use-pending-form";
import { adminMeta, type AdminPageHandle } from "~/utils/admin-route";
import { SPAM_RETENTION_MS } from "~/utils/constants";
import { formatDateTime } from "~/utils/dates";
import { KIND_LABELS, spamReasonLabel } from "~/utils/inbox-format";
import { inboxPath } from "~/utils/inbox-paths";
import { INBOX_TEXTS } from "~/utils/texts/admin/inbox";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";

import { releaseFromSpam } from "./handler.server";

export const handle = { title: PAGE_TITLES.inbox } satisfies AdminPageHandle;
export const meta: MetaFunction = () => adminMeta("Spam");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const page = pageOf(request.url);
  const [{ items, more }, spam, honeypot] = await Promise.all([
    listInbox(page, { spam: true }),
    countSpam(),
    honeypotDrops(),
  ]);
  return { items, more, page, spam, honeypot };
}

export async function action(args: ActionFunctionArgs) {
  return releaseFromSpam(args);
}

const RETENTION_DAYS = Math.round(SPAM_RETENTION_MS / 86_400_000);

export default function Spam() {
  const { items, more, page, spam, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = usePendingForm() !== null;
  return (
    <>
      <InboxTabs spam={spam} />
      <p className={styles.summary}>
        Submissions the bot filters held back: not mailed, deleted after {RETENTION_DAYS} days. &ldquo;Not spam&rdquo;
        moves one into the inbox and mails it to the studio. {honeypot} more were dropped for filling in the hidden
        field no person sees.
      </p>
      {actionData?.notice ? (
        <p role="status" className={styles.notice}>
          {actionData.notice}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.empty}>No suspected spam.</p>
      ) : (
        <ul className={styles.list} aria-label="Suspected spam">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={styles.spamItem}>
              <Link to={inboxPath(item.kind, item.id)} className={styles.spamRow}>
                <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>
                <span>{item.name}</span>
                <span className={styles.muted}>{item.email}</span>
                <span className={styles.muted}>{formatDateTime(item.created_at)}</span>
                <span className={styles.muted}>{spamReasonLabel(item.spam_reason ?? "")}</span>
              </Link>
              <ButtonForm
                fields={{ intent: "release", kind: item.kind, id: item.id }}
                label={INBOX_TEXTS.notSpam}
                busy={busy}
                className={styles.button}
                aria-label={`${INBOX_TEXTS.notSpam}: ${item.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} more={more} firstPage="/admin/inbox/spam" className={styles.pager} />
    </>
  );
}
