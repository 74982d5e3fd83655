// What happens when a visitor sends the career or contact form, whichever way it arrives (a
// full-page post, Remix's fetch, or the upload with progress): rate limit (for the career form
// before its body is read), bot filters, validation, the form token taken (once), the portfolio
// bytes budget, then the submission is stored (with its mail queued) before success is answered.
// Suspected bots are stored too, in the quarantine, unmailed: nothing a person sends is lost.
// Every message the visitor reads is in the page's language (decision 037); the studio's mail is not.
import type { AppLoadContext } from "@remix-run/node";

import { env } from "~/.server/env";
import { log } from "~/.server/log";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import { deleteAssets, storeFile } from "~/.server/storage/assets";
import { BodyTooLargeError, readBodyCapped } from "~/.server/storage/capped-body";
import { FOLDERS } from "~/.server/storage/folders";
import { parseUpload } from "~/.server/storage/multipart";
import { type UploadedFile, UploadError } from "~/.server/storage/upload";
import { claimToken, countHoneypotDrop, releaseToken, screen, type Screening } from "~/.server/submissions/antispam";
import {
  type BudgetRefusal,
  portfolioBudgetSpent,
  releasePortfolioBytes,
  reservePortfolioBytes,
} from "~/.server/submissions/intake";
import { storeCareerApplication, storeContactMessage } from "~/.server/submissions/store";
import { PORTFOLIO_MAX_BYTES } from "~/utils/constants";
import { PORTFOLIO_MIMES } from "~/utils/file-types";
import { type FormResult, parseForm, typedValues } from "~/utils/forms";
import { submissionSchemas } from "~/utils/submission-schemas";
import { textsFor, type UiTexts } from "~/utils/texts";

type Messages = UiTexts["formErrors"];

/** The window each form's per-address submission count runs over (env's submissionRateMax in it). */
const SUBMISSION_RATE_WINDOW_MS = 15 * 60 * 1000;

export interface Outcome {
  status: number;
  body: FormResult;
}

const limits = {
  career: createRateLimit({ max: env().submissionRateMax, windowMs: SUBMISSION_RATE_WINDOW_MS }),
  contact: createRateLimit({ max: env().submissionRateMax, windowMs: SUBMISSION_RATE_WINDOW_MS }),
};

const CONTACT_FIELDS = ["name", "tel", "email", "message"];
const CAREER_FIELDS = ["name", "tel", "email", "tellUs"];

/** The visitor's text fields, handed back on an error so nothing typed is lost. */
const keep = (entries: Iterable<[string, FormDataEntryValue]>, names: string[]) => typedValues(entries, names);

const failure = (status: number, errors: Record<string, string>, values: Record<string, string>): Outcome => ({
  status,
  body: { ok: false, errors, values },
});
const success: Outcome = { status: 200, body: { ok: true } };

function rateLimited(
  form: keyof typeof limits,
  ip: string,
  values: Record<string, string>,
  messages: Messages,
): Outcome | null {
  return limits[form].hit(ip) ? null : rateRefusal(form, ip, values, messages);
}

function rateRefusal(
  form: keyof typeof limits,
  ip: string,
  values: Record<string, string>,
  messages: Messages,
): Outcome {
  const minutes = Math.max(1, Math.ceil(limits[form].retryAfter(ip) / 60));
  log("info", "submission rate limited", { form });
  return failure(429, { form: messages.tooManySubmissions(minutes) }, values);
}

/** A honeypot hit is answered as if it succeeded, so the bot learns nothing; it is counted, not stored. */
async function honeypot(screening: Screening, kind: string): Promise<boolean> {
  if (screening.reason !== "honeypot") return false;
  const count = await countHoneypotDrop();
  log("info", "submission dropped: honeypot filled", { form: kind, count });
  return true;
}

const alreadySent = (values: Record<string, string>, messages: Messages) =>
  failure(409, { form: messages.formAlreadySent }, values);

const budgetRefused = (refused: BudgetRefusal, values: Record<string, string>, messages: Messages) =>
  refused === "address"
    ? failure(429, { portfolio: messages.portfolioDailyLimit }, values)
    : failure(503, { portfolio: messages.portfoliosClosedToday }, values);

/** What a receiver reads its post with: the route's body cap (its policy) and the language of its page. */
interface Post {
  request: Request;
  context: AppLoadContext;
  bodyMaxBytes: number;
  lang: string;
}

/**
 * Anything unexpected still ends in the form's failure message (docs/product.md#forms-and-mail), not an error page.
 * `lang` is the language of the page the form is on (the default language's when not given).
 */
function answered(receive: (post: Post) => Promise<Outcome>, failed: (messages: Messages) => string) {
  return async (
    request: Request,
    context: AppLoadContext,
    bodyMaxBytes: number,
    lang = env().languages[0],
  ): Promise<Outcome> => {
    try {
      return await receive({ request, context, bodyMaxBytes, lang });
    } catch (error) {
      log("error", "submission failed", { error: String(error) });
      return failure(500, { form: failed(textsFor(lang).formErrors) }, {});
    }
  };
}

async function receiveContactForm({ request, context, bodyMaxBytes, lang }: Post): Promise<Outcome> {
  const messages = textsFor(lang).formErrors;
  let form: FormData;
  try {
    form = await readSmallForm(request, bodyMaxBytes);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return failure(
      error.code === "too-large" ? 413 : 400,
      { form: messages.contactFailed },
      keep(error.fields, CONTACT_FIELDS),
    );
  }
  const values = keep(form.entries(), CONTACT_FIELDS);
  const limited = rateLimited("contact", context.clientIp, values, messages);
  if (limited) return limited;
  const screening = screen(form);
  if (await honeypot(screening, "contact")) return success;
  const parsed = parseForm(submissionSchemas(lang).contact, form);
  if (!parsed.ok) return failure(400, parsed.errors, values);
  if (screening.tokenId && !(await claimToken(screening.tokenId))) return alreadySent(values, messages);
  try {
    const id = await storeContactMessage(parsed.data, screening.reason);
    log("info", "contact message stored", { id, spam: screening.reason });
    return success;
  } catch (error) {
    if (screening.tokenId) await releaseToken(screening.tokenId).catch(() => {});
    log("error", "contact message not stored", { error: String(error) });
    return failure(500, { form: messages.contactFailed }, values);
  }
}

/** The text fields at the start of a career body, read up to its first file: kept on a refusal without reading the rest. */
async function leadingFields({ request, bodyMaxBytes }: Post): Promise<Record<string, string>> {
  try {
    const upload = await parseUpload(request, {}, bodyMaxBytes);
    await upload.cleanup();
    return keep(upload.form.entries(), CAREER_FIELDS);
  } catch (error) {
    return error instanceof UploadError ? keep(error.fields, CAREER_FIELDS) : {};
  }
}

/** Why an upload was refused while it streamed, said beside the portfolio field. */
function uploadRefused(error: UploadError, values: Record<string, string>, messages: Messages): Outcome {
  switch (error.code) {
    case "too-large":
      return failure(413, { portfolio: messages.portfolioTooLarge }, values);
    case "no-space":
      return failure(507, { portfolio: messages.diskFull }, values);
    case "bad-name":
      return failure(400, { portfolio: messages.badFileName }, values);
    case "too-many-fields":
      return failure(400, { form: messages.tooManyFields }, values);
    default:
      return failure(400, { portfolio: messages.uploadFailed }, values);
  }
}

async function receiveCareerForm(post: Post): Promise<Outcome> {
  const { request, context, bodyMaxBytes, lang } = post;
  const messages = textsFor(lang).formErrors;
  const ip = context.clientIp;
  // Counted before the body is read: a refused sender costs a few text fields, never a file on disk.
  if (!limits.career.hit(ip)) return rateRefusal("career", ip, await leadingFields(post), messages);
  const spent = await portfolioBudgetSpent(ip);
  if (spent) return budgetRefused(spent, await leadingFields(post), messages);

  let upload;
  try {
    upload = await parseUpload(request, { portfolio: PORTFOLIO_MAX_BYTES }, bodyMaxBytes);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    // Refused for disk space before anything was read: the text fields are read now, to keep them.
    const values = error.code === "no-space" ? await leadingFields(post) : keep(error.fields, CAREER_FIELDS);
    return uploadRefused(error, values, messages);
  }
  try {
    const { form } = upload;
    const values = keep(form.entries(), CAREER_FIELDS);
    const screening = screen(form);
    if (await honeypot(screening, "career")) return success;
    const parsed = parseForm(submissionSchemas(lang).career, form);
    const file = upload.files("portfolio")[0];
    const errors = parsed.ok ? {} : { ...parsed.errors };
    if (!file) Object.assign(errors, { portfolio: messages.portfolioRequired });
    if (!parsed.ok || !file) return failure(400, errors, values);
    if (screening.tokenId && !(await claimToken(screening.tokenId))) return alreadySent(values, messages);
    const refused = await reservePortfolioBytes(ip, file.size);
    if (refused) {
      if (screening.tokenId) await releaseToken(screening.tokenId);
      return budgetRefused(refused, values, messages);
    }
    const outcome = await storeApplication(parsed.data, file, values, screening.reason, messages);
    if (!outcome.body.ok) {
      // Nothing was kept: the person may send again, and the bytes were not spent.
      if (screening.tokenId) await releaseToken(screening.tokenId);
      await releasePortfolioBytes(ip, file.size);
    }
    return outcome;
  } finally {
    await upload.cleanup();
  }
}

export const receiveContact = answered(receiveContactForm, (messages) => messages.contactFailed);
export const receiveCareer = answered(receiveCareerForm, (messages) => messages.careerFailed);

async function storeApplication(
  fields: Parameters<typeof storeCareerApplication>[0],
  file: UploadedFile,
  values: Record<string, string>,
  spam: string | null,
  messages: Messages,
): Promise<Outcome> {
  let portfolio;
  try {
    portfolio = await storeFile(file, FOLDERS.portfolio, "portfolio", PORTFOLIO_MIMES);
  } catch (error) {
    if (error instanceof UploadError && (error.code === "bad-type" || error.code === "damaged"))
      return failure(415, { portfolio: messages.portfolioBadType }, values);
    if (error instanceof UploadError && error.code === "empty")
      return failure(400, { portfolio: messages.portfolioRequired }, values);
    log("error", "portfolio not stored", { error: String(error) });
    return failure(500, { portfolio: messages.uploadFailed }, values);
  }
  try {
    const id = await storeCareerApplication(fields, portfolio, spam);
    log("info", "career application stored", { id, spam });
    return success;
  } catch (error) {
    // The file is stored but its application is not: remove it so nothing half-written remains.
    await deleteAssets([portfolio.id]).catch(() => {});
    log("error", "career application not stored", { error: String(error) });
    return failure(500, { form: messages.careerFailed }, values);
  }
}

/** A form body without files, read up to the route's cap (Remix's request.formData() would read any size). */
async function readSmallForm(request: Request, bodyMaxBytes: number): Promise<FormData> {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const upload = await parseUpload(request, {}, bodyMaxBytes);
    await upload.cleanup();
    return upload.form;
  }
  let body: Uint8Array;
  try {
    body = await readBodyCapped(request, bodyMaxBytes);
  } catch (error) {
    throw error instanceof BodyTooLargeError ? new UploadError("too-large") : error;
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(body))) form.append(name, value);
  return form;
}
