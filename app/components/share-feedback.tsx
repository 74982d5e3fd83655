// A share page's recipient forms (docs/decisions/064): plain posts without scripts (the page answers with a
// redirect and a message), a fetcher with them (no reload, the button pending until the answer is in).
import { useActionData, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";

import { SHARE_COMMENT_MAX } from "~/utils/constants";
import type { CommentView, FeedbackView } from "~/utils/share-feedback";
import { recipientTexts } from "~/utils/texts/share-link/feedback";

import * as styles from "./share-feedback.css";

interface Failure {
  ok: false;
  intent: string;
  target: string;
  error: string;
  value: string;
}

/** A form's fetcher, whether it is under way, and its refusal (from the fetcher, or from a plain post's answer). */
function useFeedbackForm(intent: string, target: string) {
  const fetcher = useFetcher<Failure>();
  const posted = useActionData<Failure>();
  const pending = fetcher.state !== "idle";
  const failure = [fetcher.data, posted].find((d) => d && !d.ok && d.intent === intent && d.target === target) ?? null;
  return { fetcher, pending, failure: pending ? null : failure };
}

function Hidden({ fields }: { fields: Record<string, string | number | null | undefined> }) {
  return Object.entries(fields).map(([name, value]) =>
    value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}

/** A part of the page with its heading. */
export function FeedbackSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface Target {
  target: string;
  project?: number;
  image?: number;
}

export function FavouriteToggle({ lang, on, label, ...target }: Target & { lang: string; on: boolean; label: string }) {
  const texts = recipientTexts(lang);
  const { fetcher, pending, failure } = useFeedbackForm("favourite", target.target);
  // While the post is under way the button already shows what it will be.
  const shown = pending ? !on : on;
  return (
    <fetcher.Form method="post" preventScrollReset className={styles.inline}>
      <Hidden fields={{ intent: "favourite", ...target }} />
      <button type="submit" className={styles.button} aria-pressed={shown} aria-label={label} disabled={pending}>
        <span aria-hidden="true">{shown ? "♥" : "♡"}</span> {pending ? texts.saving : texts.favourite}
      </button>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** A form with one text field (a comment, a note, an email) and its button, its error under the field. */
function TextForm(props: {
  intent: string;
  target: Target;
  label: string;
  button: string;
  busy: string;
  multiline?: boolean;
  type?: string;
  required?: boolean;
  defaultValue?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const { fetcher, pending, failure } = useFeedbackForm(props.intent, props.target.target);
  const form = useRef<HTMLFormElement>(null);
  const sent = fetcher.state === "idle" && fetcher.data === undefined;
  // Once a fetcher's post went through (it redirected: no data), the field is cleared for the next one.
  useEffect(() => {
    if (sent && props.multiline) form.current?.reset();
  }, [sent, props.multiline]);
  const field = {
    id,
    name: "text",
    className: styles.field,
    required: props.required,
    defaultValue: failure?.value ?? props.defaultValue,
    "aria-invalid": failure ? true : undefined,
    "aria-describedby": failure ? `${id}-error` : undefined,
  };
  return (
    <fetcher.Form ref={form} method="post" preventScrollReset noValidate className={styles.form}>
      <Hidden fields={{ intent: props.intent, ...props.target }} />
      {props.children}
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...field} rows={4} maxLength={SHARE_COMMENT_MAX} />
      ) : (
        <input
          {...field}
          type={props.type ?? "text"}
          autoComplete={props.type === "email" ? "email" : undefined}
          maxLength={254}
        />
      )}
      {failure ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {failure.error}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? props.busy : props.button}
      </button>
    </fetcher.Form>
  );
}

function CommentItem({
  comment,
  lang,
  recipient,
  studio,
}: {
  comment: CommentView;
  lang: string;
  recipient: string;
  studio: string;
}) {
  const texts = recipientTexts(lang);
  return (
    <li className={styles.comment}>
      <p className={styles.hint}>
        {recipient} · {comment.at}
        {comment.about ? ` · ${comment.about}` : ""}
      </p>
      <p className={styles.text}>{comment.text}</p>
      {comment.answer ? (
        <div className={styles.answer}>
          <p className={styles.hint}>{texts.answerBy(studio)}</p>
          <p className={styles.text}>{comment.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

/** A project's comments (each with the studio's answer) and the form to add one, about the project or one image. */
export function ProjectComments({
  feedback,
  project,
  images,
  studio,
}: {
  feedback: FeedbackView;
  project: number;
  images: { id: number; label: string }[];
  studio: string;
}) {
  const texts = recipientTexts(feedback.lang);
  return (
    <FeedbackSection id="comments-title" title={texts.commentsTitle}>
      {feedback.comments.length ? (
        <ol className={styles.list}>
          {feedback.comments.map((c) => (
            <CommentItem key={c.id} comment={c} lang={feedback.lang} recipient={feedback.recipient} studio={studio} />
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>{texts.noComments}</p>
      )}
      <TextForm
        intent="comment"
        target={{ target: `p${project}`, project }}
        label={texts.commentLabel}
        button={texts.sendComment}
        busy={texts.sending}
        multiline
        required
      >
        {images.length ? <AboutSelect lang={feedback.lang} images={images} /> : null}
        <p className={styles.hint}>{texts.signedAs(feedback.recipient)}</p>
      </TextForm>
    </FeedbackSection>
  );
}

function AboutSelect({ lang, images }: { lang: string; images: { id: number; label: string }[] }) {
  const id = useId();
  const texts = recipientTexts(lang);
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {texts.commentAbout}
      </label>
      <select id={id} name="image" className={styles.field}>
        <option value="">{texts.aboutProject}</option>
        {images.map((image) => (
          <option key={image.id} value={image.id}>
            {image.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Approving the selection (no project) or one project, with an optional note. */
export function ApproveForm({ feedback, project }: { feedback: FeedbackView; project?: number }) {
  const texts = recipientTexts(feedback.lang);
  const target = project === undefined ? "selection" : `p${project}`;
  const approval = feedback.approvals[target];
  const title = `approve-${target}`;
  return (
    <FeedbackSection id={title} title={texts.approveTitle}>
      {approval ? <p role="status">{texts.approvedAt(approval.at)}</p> : null}
      <TextForm
        intent="approve"
        target={{ target, project }}
        label={texts.approveNoteLabel}
        button={project === undefined ? texts.approveSelection : texts.approveProject}
        busy={texts.approving}
        multiline
        defaultValue={approval?.note}
      />
    </FeedbackSection>
  );
}

/** Where the recipient is told of the studio's answers. */
export function AnswerEmailForm({ feedback }: { feedback: FeedbackView }) {
  const texts = recipientTexts(feedback.lang);
  return (
    <FeedbackSection id="answer-email-title" title={texts.emailTitle}>
      {feedback.answerEmail ? <p className={styles.hint}>{texts.emailSaved(feedback.answerEmail)}</p> : null}
      <TextForm
        intent="email"
        target={{ target: "email" }}
        label={texts.emailLabel}
        button={texts.saveEmail}
        busy={texts.saving}
        type="email"
        required
        defaultValue={feedback.answerEmail ?? undefined}
      />
    </FeedbackSection>
  );
}
