// One share link's favourites, comments (each with its answer, or a form to answer) and approvals on the
// selection's page, beside its view log (decision 064). Plain forms: they work without JavaScript.
import { Form } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";
import { SHARE_COMMENT_MAX } from "~/utils/constants";
import { formatDateTime } from "~/utils/dates";
import { FEEDBACK_ADMIN_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import * as styles from "./admin-form.css";

export interface FeedbackRow {
  id: number;
  kind: "favourite" | "comment" | "approval";
  about: string;
  body: string;
  createdAt: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
}

interface Props {
  recipient: string;
  rows: FeedbackRow[];
  /** The post under way (its fields), to show which answer is being saved. */
  sending: FormData | null;
  /** A refused answer: the comment it was for and why. */
  failed: { commentId: string; error: string; answer: string } | null;
}

export function LinkFeedback({ recipient, rows, sending, failed }: Props) {
  if (rows.length === 0) return <span>{TEXTS.none}</span>;
  const of = (kind: FeedbackRow["kind"]) => rows.filter((r) => r.kind === kind);
  const favourites = of("favourite");
  const approvals = of("approval");
  const comments = of("comment");
  return (
    <div className={styles.form}>
      {favourites.length ? (
        <span>
          {TEXTS.favourites}: {favourites.map((f) => f.about).join(", ")}
        </span>
      ) : null}
      {approvals.map((a) => (
        <span key={a.id} data-testid="approval">
          {TEXTS.approvals}: {a.about}, {formatDateTime(a.createdAt)}
          {a.body ? ` — “${a.body}”` : ""}
        </span>
      ))}
      {comments.length ? <strong>{TEXTS.comments}</strong> : null}
      {comments.map((c) => {
        const error = failed?.commentId === String(c.id) ? failed : null;
        const busy = sending?.get("commentId") === String(c.id);
        const field = `answer-${c.id}`;
        return (
          <div key={c.id} data-testid="comment">
            <span className={styles.hint}>
              {c.about}, {formatDateTime(c.createdAt)}
            </span>
            <p style={{ whiteSpace: "pre-line", margin: 0 }}>{c.body}</p>
            {c.answer ? (
              <p style={{ whiteSpace: "pre-line", margin: 0 }}>
                <span className={styles.hint}>
                  {TEXTS.answerBy(c.answeredBy ?? "", formatDateTime(c.answeredAt ?? ""))}
                </span>
                <br />
                {c.answer}
              </p>
            ) : (
              <Form method="post" className={styles.form}>
                <input type="hidden" name="intent" value="answer" />
                <input type="hidden" name="commentId" value={c.id} />
                <label htmlFor={field} className={styles.field}>
                  {TEXTS.answerLabel(recipient)}
                </label>
                <textarea
                  id={field}
                  name="answer"
                  className={styles.textarea}
                  maxLength={SHARE_COMMENT_MAX}
                  defaultValue={error?.answer}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${field}-error` : undefined}
                  required
                />
                {error ? (
                  <p id={`${field}-error`} className={styles.error} role="alert">
                    {error.error}
                  </p>
                ) : null}
                <button type="submit" className={`${styles.button} ${styles.small}`} disabled={sending !== null}>
                  {busy ? TEXTS.answering : TEXTS.answer}
                </button>
              </Form>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The language a new link's pages and mails speak, on a site with more than one. */
export function LinkLanguage() {
  const { languages, nameOf } = useLanguage();
  if (languages.length < 2) return null;
  return (
    <label className={styles.field}>
      {TEXTS.languageLabel}
      <select name="lang" className={styles.input} defaultValue={languages[0]}>
        {languages.map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
