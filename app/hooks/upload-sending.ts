// The three ways a form with files goes to its page's action with upload progress, each a function of the
// form's body and what to report; the form names its way (`Sending`), useUploadSubmit runs it and shows the
// ending. Every post asks for JSON, so the action answers its outcome instead of a page.
import { fileShares, sendWithProgress, type UploadAnswer } from "~/hooks/send-with-progress";
import { fileStates, setFileStates, updateFileStates } from "~/hooks/use-file-progress";
import type { AdminFailure, AdminOutcome } from "~/utils/admin-action";
import { COMFORT_TEXTS, MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { isAltInput } from "~/utils/translatable-fields";
import { totalBytes } from "~/utils/upload-limits";

/**
 * How a form sends its files: all in one post; one post per file of `field` (a handler that takes one file,
 * given several: a refused one is marked, the others saved); or as a batch (each file of `fields` by its own
 * post, then the save naming what the server made of them: decision 035). `form` names the form whose bar moves.
 */
export type Sending =
  | { form: string; kind: "together" }
  | { form: string; kind: "one-by-one"; field: string }
  | { form: string; kind: "batch"; fields: readonly string[] };

type Saved = Extract<AdminOutcome, { ok: true }>;

/** How a sending ended. */
export type Ending =
  | { kind: "saved"; outcome: Saved }
  | { kind: "failed"; failure: AdminFailure | null; refusedFiles?: number }
  /** One by one, some files saved and some refused: the page reloads and shows the refusal. */
  | { kind: "partly-saved"; failure: AdminFailure }
  /** Not JSON: signed out meanwhile (the guard sent the post to the login page), or a proxy's error page. */
  | { kind: "left"; url: string }
  /** The admin left the page and chose to stop the upload. */
  | { kind: "stopped" };

/** What a sending needs: where and what, how to stop, and what to report as it goes. */
export interface SendContext {
  url: string;
  body: FormData;
  signal: AbortSignal;
  /** The share of the form's bytes sent so far (0..1). */
  progress: (fraction: number) => void;
  /** A batch's files the server holds so far, of all it has. */
  counted: (arrived: number, total: number) => void;
  /** A failure of this form with a message: what was typed comes back with it. */
  failed: (message: string) => AdminFailure;
}

const chosenFiles = (body: FormData, field: string) =>
  body.getAll(field).filter((value): value is File => value instanceof File && value.size > 0);

function outcomeOf(answer: Exclude<UploadAnswer, { kind: "aborted" | "not-json" }>, context: SendContext) {
  return answer.kind === "json" ? (answer.body as AdminOutcome) : context.failed(MEDIA_TEXTS.uploadFailed);
}

/** Why the server refused a file of `field`, from its outcome; null when it took it. */
const reasonOf = (outcome: AdminOutcome, field: string) =>
  outcome.ok
    ? null
    : (outcome.errors[field] ?? outcome.errors.form ?? outcome.toast?.message ?? MEDIA_TEXTS.uploadFailed);

/** The whole form in one post; each chosen file's row shows its share of the body. */
export async function sendTogether(context: SendContext): Promise<Ending> {
  const shares = fileShares(context.body);
  const answer = await sendWithProgress(
    context.url,
    context.body,
    (fraction) => {
      context.progress(fraction);
      setFileStates(new Map([...shares(fraction)].map(([file, sent]) => [file, { sent }])));
    },
    context.signal,
  );
  if (answer.kind === "aborted") return { kind: "stopped" };
  setFileStates(new Map());
  if (answer.kind === "not-json") return { kind: "left", url: answer.url };
  const outcome = outcomeOf(answer, context);
  return outcome.ok ? { kind: "saved", outcome } : { kind: "failed", failure: outcome };
}

/** Each file of `field` as its own save, with its alt texts (one per file, in each language, in the files' order). */
export async function sendOneByOne(context: SendContext, field: string): Promise<Ending> {
  const { body } = context;
  const files = chosenFiles(body, field);
  if (files.length < 2) return sendTogether(context);
  const altNames = new Set([...body.keys()].filter((key) => isAltInput(key, field)));
  const alts = new Map([...altNames].map((name) => [name, body.getAll(name)]));
  let last: Saved | null = null;
  let refused: AdminFailure | null = null;
  for (const [index, file] of files.entries()) {
    const one = new FormData();
    for (const [key, value] of body) if (key !== field && !altNames.has(key)) one.append(key, value);
    one.append(field, file);
    for (const [name, values] of alts) one.append(name, values[index] ?? "");
    const answer = await sendWithProgress(
      context.url,
      one,
      (fraction) => {
        context.progress((index + fraction) / files.length);
        updateFileStates([[file, { sent: fraction }]]);
      },
      context.signal,
    );
    if (answer.kind === "aborted") return { kind: "stopped" };
    if (answer.kind === "not-json") return { kind: "left", url: answer.url };
    const outcome = outcomeOf(answer, context);
    if (outcome.ok) last = outcome;
    else refused = outcome;
    const reason = reasonOf(outcome, field);
    updateFileStates([[file, reason === null ? { saved: true } : { error: reason }]]);
  }
  if (!refused && last) {
    setFileStates(new Map());
    return { kind: "saved", outcome: last };
  }
  // Each refused file is marked in the list by the server's reason: the failure shows its toast alone.
  const marked = refused && { ...refused, errors: {} };
  return last && marked ? { kind: "partly-saved", failure: marked } : { kind: "failed", failure: marked };
}

/** The asset a batch's file became on the server, once sent. */
function stagedAs(file: File): number | null {
  const state = fileStates().get(file);
  return state && "staged" in state ? state.staged : null;
}

/**
 * A batch: the files of `fields` the server does not hold yet go two posts at a time (one goes up while the
 * server makes the last one's variants), then the save names each by its asset. A retry sends the refused ones.
 */
export async function sendBatch(context: SendContext, fields: readonly string[]): Promise<Ending> {
  const { body } = context;
  const files = fields.flatMap((field) => chosenFiles(body, field).map((file) => ({ field, file })));
  const waiting = files.filter(({ file }) => stagedAs(file) === null);
  const bytes = Math.max(1, totalBytes(waiting.map(({ file }) => file)));
  // Bytes sent of each file, for the total; every file that goes shows its bar from the start.
  const sentOf = new Map(waiting.map(({ file }) => [file, 0]));
  updateFileStates(waiting.map(({ file }) => [file, { sent: 0 }]));
  let arrived = files.length - waiting.length;
  context.counted(arrived, files.length);
  let stopped: Ending | null = null;
  const sendOne = async ({ field, file }: (typeof waiting)[number]) => {
    const one = new FormData();
    one.append("intent", "stage");
    one.append(field, file);
    const answer = await sendWithProgress(
      context.url,
      one,
      (fraction) => {
        sentOf.set(file, fraction * file.size);
        context.progress([...sentOf.values()].reduce((sum, n) => sum + n, 0) / bytes);
        updateFileStates([[file, { sent: fraction }]]);
      },
      context.signal,
    );
    if (answer.kind === "aborted") return void (stopped = { kind: "stopped" });
    if (answer.kind === "not-json") return void (stopped = { kind: "left", url: answer.url });
    const outcome = outcomeOf(answer, context);
    const reason = reasonOf(outcome, field);
    updateFileStates([
      [
        file,
        outcome.ok && outcome.staged !== undefined
          ? { staged: outcome.staged }
          : { error: reason ?? MEDIA_TEXTS.uploadFailed },
      ],
    ]);
    context.counted(++arrived, files.length);
  };
  const queue = [...waiting];
  const lane = async () => {
    for (let next = queue.shift(); next && stopped === null; next = queue.shift()) await sendOne(next);
  };
  await Promise.all([lane(), lane()]);
  // Set in the lanes, which TypeScript does not follow.
  const ended = stopped as Ending | null;
  if (ended) return ended;
  const refusedFiles = files.filter(({ file }) => stagedAs(file) === null).length;
  if (refusedFiles > 0) {
    const failure = { ...context.failed(COMFORT_TEXTS.batchFailed(refusedFiles, files.length)), intent: "save" };
    return { kind: "failed", failure, refusedFiles };
  }
  // The save itself: the form's fields, and each file by the asset the server made of it.
  const save = new FormData();
  for (const [key, value] of body) {
    if (!fields.includes(key)) save.append(key, value);
    else if (value instanceof File && value.size > 0) save.append(`${key}Staged`, String(stagedAs(value)));
  }
  context.progress(1);
  const answer = await sendWithProgress(context.url, save, () => {}, context.signal);
  if (answer.kind === "aborted") return { kind: "stopped" };
  if (answer.kind === "not-json") return { kind: "left", url: answer.url };
  const outcome = outcomeOf(answer, context);
  // Saved, or files swept meanwhile (a day passed, or the server restarted): the next save sends them all again.
  if (outcome.ok || outcome.errors.form === COMFORT_TEXTS.stagedGone) setFileStates(new Map());
  return outcome.ok ? { kind: "saved", outcome } : { kind: "failed", failure: outcome };
}
