// One way to run an admin action: the guard first, the body read (streamed when it has files),
// the handler, temporary files removed, and the outcome answered as a redirect with a toast
// (plain form posts) or, when the post asks for JSON (uploads sent with a progress bar), as JSON.
import { data, type EntryContext } from "@remix-run/node";

import { type AuthUser, requireUser } from "~/.server/auth/users";
import { HeldChange, runAsAdmin } from "~/.server/content/history/revisions";
import { SMALL_FORM_BODY_MAX_BYTES } from "~/.server/http/limits";
import { redirectWithToast } from "~/.server/http/toast";
import { log } from "~/.server/log";
import { type ParsedUpload, parseUpload } from "~/.server/storage/multipart";
import { UploadError } from "~/.server/storage/upload";
import { type AdminFailure, type AdminOutcome, asksForJson } from "~/utils/admin-action";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import type { FieldErrors } from "~/utils/forms";
import { historyPath } from "~/utils/history";
import type { RoutePolicy } from "~/utils/route-policy";
import { FORM_TEXTS } from "~/utils/texts/admin/forms";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { type Toast, toast } from "~/utils/toast";

import { isScheduledSave, scheduleSave } from "./schedule";

export type AdminHandler = (upload: ParsedUpload, request: Request) => Promise<AdminOutcome>;

/** A failed outcome; what was typed is sent back with it. */
export function failure(
  upload: ParsedUpload,
  intent: string,
  errors: FieldErrors,
  message: string | null,
): AdminFailure {
  const values: Record<string, string> = {};
  for (const [key, value] of upload.form) if (typeof value === "string") values[key] = value;
  return { ok: false, intent, errors, values, toast: message ? toast("error", message) : null };
}

export function success(redirectTo: string, message: string, extra: Pick<Toast, "link"> = {}): AdminOutcome {
  return { ok: true, redirectTo, toast: toast("success", message, extra) };
}

/** What an admin page reads a post with: its route's policy (the body cap) and its handler's file caps by field. */
export interface PageLimits {
  policy: RoutePolicy;
  limits: Record<string, number>;
}

async function readBody(request: Request, { policy, limits }: PageLimits): Promise<ParsedUpload> {
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data"))
    return parseUpload(request, limits, policy.bodyMaxBytes ?? SMALL_FORM_BODY_MAX_BYTES);
  const form = await request.formData();
  return { form, files: () => [], cleanup: async () => {} };
}

/** What a person is told when an upload is refused before any handler runs. */
function refusalMessage(error: UploadError): string {
  switch (error.code) {
    case "too-large":
      return MEDIA_TEXTS.uploadTooLarge;
    case "no-space":
      return MEDIA_TEXTS.diskFull;
    case "bad-name":
      return MEDIA_TEXTS.badFileName;
    case "too-many-fields":
      return FORM_TEXTS.tooManyFields;
    default:
      return MEDIA_TEXTS.uploadFailed;
  }
}

async function run(user: AuthUser, request: Request, limits: PageLimits, handler: AdminHandler): Promise<AdminOutcome> {
  let upload: ParsedUpload;
  try {
    upload = await readBody(request, limits);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    // The body was refused while it streamed: what was typed before the refusal is kept.
    const message = refusalMessage(error);
    const form = new FormData();
    for (const [name, value] of error.fields) form.append(name, value);
    const read = { form, files: () => [], cleanup: async () => {} };
    return failure(read, String(form.get("intent") ?? ""), { form: message }, message);
  }
  try {
    // A save sent for later runs the same handler, held (./schedule.ts).
    if (isScheduledSave(upload)) return await scheduleSave(upload, user.email, () => handler(upload, request));
    return await handler(upload, request);
  } finally {
    await upload.cleanup();
  }
}

/**
 * Runs the handler as the signed-in admin, so the revisions it makes record who (./revisions.ts);
 * a success that made one offers "Undo" in its toast.
 */
async function runAs(
  user: AuthUser,
  request: Request,
  limits: PageLimits,
  handler: AdminHandler,
): Promise<AdminOutcome> {
  const { result: outcome, revision } = await runAsAdmin(user, () => run(user, request, limits, handler));
  if (!outcome.ok || !revision) return outcome;
  const undo = { action: historyPath(revision.subject.kind, revision.subject.id), revision: revision.id };
  return { ...outcome, toast: { ...outcome.toast, undo } };
}

/**
 * The page route's action: a redirect with a flashed toast, or the failure as action data. A post that asks for
 * JSON gets the outcome itself (answered by `jsonAnswer`), its toast in it: the sender hands it to the page it
 * leads to (useUploadSubmit), so a toast travels once, in the cookie or in the answer.
 */
export async function pageAction(request: Request, limits: PageLimits, handler: AdminHandler) {
  const user = await requireUser(request);
  const outcome = await runAs(user, request, limits, handler);
  const headers = new Headers(ADMIN_HEADERS);
  if (outcome.ok && !asksForJson(request.headers))
    return redirectWithToast(request, outcome.redirectTo, outcome.toast, { headers });
  if (!outcome.ok) return data(outcome, { status: 400, headers });
  // Read only by jsonAnswer, never rendered as the page's action data: to the page, its action data is a failure.
  return data(outcome as unknown as AdminFailure, { headers });
}

/**
 * The answer to a post that asked for JSON: its action's outcome with the action's headers, instead of the page
 * (a document post renders the page around the action's data; entry.server.tsx asks this first).
 */
export function jsonAnswer(request: Request, context: EntryContext): Response | null {
  const { actionData, actionHeaders } = context.staticHandlerContext;
  const [routeId] = Object.keys(actionData ?? {});
  if (request.method !== "POST" || !asksForJson(request.headers) || !actionData || !routeId) return null;
  const outcome = actionData[routeId] as AdminOutcome;
  return Response.json(outcome, { status: outcome.ok ? 200 : 400, headers: actionHeaders[routeId] });
}

export type { Toast };

/**
 * Runs a change; if it throws, the error is logged (never what was typed) and the admin
 * gets the failure toast, with the form as it was.
 */
export async function attempt(
  upload: ParsedUpload,
  intent: string,
  failMessage: string,
  work: () => Promise<AdminOutcome>,
): Promise<AdminOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response || error instanceof HeldChange) throw error;
    log("error", failMessage, { intent, error: error instanceof Error ? error.message : String(error) });
    const errors: FieldErrors =
      error instanceof UploadError && error.code === "too-large" ? { form: MEDIA_TEXTS.uploadTooLarge } : {};
    return failure(upload, intent, errors, failMessage);
  }
}

/** The intent a form posted; an unknown one is a bad request, not a failure to show. */
export function intentOf<T extends string>(upload: ParsedUpload, known: readonly T[]): T {
  const intent = String(upload.form.get("intent") ?? "");
  if (!(known as readonly string[]).includes(intent)) throw data({ error: "Unknown intent" }, { status: 400 });
  return intent as T;
}
