import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { openSubmission } from "~/.server/submissions/inbox";
import { ButtonForm } from "~/components/admin/button-form";
import * as styles from "~/components/admin/inbox.css";
import { MailStatusBadge } from "~/components/admin/mail-status-badge";
import { usePendingForm } from "~/hooks/use-pending-form";
import { type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { formatDateTime, timeAgo } from "~/utils/dates";
import { spamReasonLabel } from "~/utils/inbox-format";
import { portfolioPath } from "~/utils/inbox-paths";
import { INBOX_TEXTS } from "~/utils/texts/admin/inbox";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";

import { changeSubmission, target } from "./handler.server";

export const handle = { title: PAGE_TITLES.inbox } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireUser(request);
  const { kind, id } = target(params);
  const submission = await openSubmission(kind, id, admin.email);
  if (!submission) throw new Response("Not found", { status: 404 });
  return { submission, now: Date.now() };
}

export async function action(args: ActionFunctionArgs) {
  return changeSubmission(args);
}

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : "-");
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function InboxItem() {
  const { submission, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = usePendingForm() !== null;
  const kindLabel = submission.kind === "career" ? "Career application" : "Contact message";
  return (
    <>
      <Link to="/admin/inbox" className={styles.back}>
        ← All submissions
      </Link>
      <h2 className={styles.heading}>
        {kindLabel} from {submission.name}
      </h2>
      {submission.spam_reason ? (
        <div className={styles.warning}>
          <p>Suspected spam: {spamReasonLabel(submission.spam_reason)}. It was not mailed to the studio.</p>
          <ButtonForm
            fields={{ intent: "release" }}
            label={INBOX_TEXTS.notSpam}
            busy={busy}
            className={styles.button}
          />
        </div>
      ) : null}
      <dl className={styles.facts}>
        <dt className={styles.term}>Received</dt>
        <dd>{dateTime(submission.created_at)}</dd>
        {submission.read_at || submission.released_at ? (
          <>
            <dt className={styles.term}>Handled</dt>
            <dd>
              {submission.released_by && submission.released_at ? (
                <span className={styles.audit}>
                  {INBOX_TEXTS.releasedBy(submission.released_by, timeAgo(submission.released_at, now))}
                </span>
              ) : null}
              {submission.read_at ? (
                <span className={styles.audit}>
                  {INBOX_TEXTS.openedBy(
                    submission.read_by ?? INBOX_TEXTS.unknownAdmin,
                    timeAgo(submission.read_at, now),
                  )}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>Mail</dt>
        <dd>
          <a href={`mailto:${submission.email}`}>{submission.email}</a>
        </dd>
        <dt className={styles.term}>Tel</dt>
        <dd>{submission.tel || "-"}</dd>
        {submission.portfolio ? (
          <>
            <dt className={styles.term}>Portfolio</dt>
            <dd>
              <a href={portfolioPath(submission.id)} download={submission.portfolio.fileName}>
                Download {submission.portfolio.fileName}
              </a>{" "}
              ({megabytes(submission.portfolio.bytes)})
            </dd>
          </>
        ) : null}
      </dl>
      <section
        className={styles.section}
        aria-label={submission.kind === "career" ? "Anything to tell us?" : "Message"}
      >
        <p className={styles.text}>{submission.text || "-"}</p>
      </section>

      <section className={styles.section} aria-labelledby="mail-title">
        <h3 id="mail-title" className={styles.sectionTitle}>
          Mail to the studio
        </h3>
        <ul className={styles.mails}>
          {submission.mails.map((mail) => (
            <li key={mail.id} className={styles.mail}>
              <MailStatusBadge status={mail.status} />
              <span>
                To {mail.to_address || "(no address set)"}: {mail.subject}
              </span>
              <span>
                Attempts: {mail.attempts}
                {mail.status === "sent" ? ` · sent ${dateTime(mail.sent_at)}` : null}
                {mail.status === "pending" && mail.attempts > 0
                  ? ` · next try ${dateTime(mail.next_attempt_at)}`
                  : null}
              </span>
              {mail.last_error && mail.status !== "sent" ? <span>Last error: {mail.last_error}</span> : null}
              <ButtonForm
                fields={{ intent: "resend", outboxId: mail.id }}
                label="Resend"
                busy={busy}
                className={styles.button}
              />
            </li>
          ))}
        </ul>
        {actionData?.notice ? (
          <p role="status" className={styles.notice}>
            {actionData.notice}
          </p>
        ) : null}
      </section>

      <div className={styles.actions}>
        <Form
          method="post"
          onSubmit={(event) => {
            if (
              !window.confirm(
                `Delete this ${kindLabel.toLowerCase()}${submission.portfolio ? " and its portfolio" : ""}?`,
              )
            )
              event.preventDefault();
          }}
        >
          <button type="submit" name="intent" value="delete" className={styles.danger} disabled={busy}>
            Delete
          </button>
        </Form>
      </div>
    </>
  );
}
