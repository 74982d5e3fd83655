// What happens when a visitor sends the career or contact form, whichever way it arrives (a
// full-page post, Remix's fetch, or the upload with progress): rate limit, bot filters,
// validation, then the submission is stored (with its mail queued) before success is answered.
import type { AppLoadContext } from "@remix-run/node";
import { storeCareerApplication, storeContactMessage } from "~/models/submissions.server";
import { botReason } from "./antispam.server";
import {
  CONTACT_BODY_MAX_BYTES,
  PORTFOLIO_MAX_BYTES,
  PORTFOLIO_MIMES,
  SUBMISSION_RATE_WINDOW_MS,
} from "./constants";
import { env } from "./env.server";
import { parseForm } from "./forms";
import { MESSAGES } from "./messages";
import { createRateLimit } from "./rate-limit.server";
import { deleteAssets, FOLDERS, parseUpload, storeFile, UploadError, type UploadedFile } from "./storage.server";
import { careerSchema, contactSchema, type SubmissionResult } from "./submission-schemas";

export interface Outcome {
  status: number;
  body: SubmissionResult;
}

const log = (level: "info" | "error", msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));

const limits = {
  career: createRateLimit({ max: env().submissionRateMax, windowMs: SUBMISSION_RATE_WINDOW_MS }),
  contact: createRateLimit({ max: env().submissionRateMax, windowMs: SUBMISSION_RATE_WINDOW_MS }),
};

const CONTACT_FIELDS = ["name", "tel", "email", "message"];
const CAREER_FIELDS = ["name", "tel", "email", "tellUs"];

/** The visitor's text fields, handed back on an error so nothing typed is lost. */
function keep(entries: Iterable<[string, FormDataEntryValue | string]>, names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) if (names.includes(name) && typeof value === "string") values[name] = value;
  return values;
}

const failure = (status: number, errors: Record<string, string>, values: Record<string, string>): Outcome => ({
  status,
  body: { ok: false, errors, values },
});
const success: Outcome = { status: 200, body: { ok: true } };

function rateLimited(form: keyof typeof limits, ip: string, values: Record<string, string>): Outcome | null {
  if (limits[form].hit(ip)) return null;
  const minutes = Math.max(1, Math.ceil(limits[form].retryAfter(ip) / 60));
  log("info", "submission rate limited", { form });
  return failure(429, { form: MESSAGES.tooManySubmissions(minutes) }, values);
}

/** A bot is answered as if it succeeded, so it learns nothing; nothing is stored. */
function dropBot(form: FormData, kind: string): boolean {
  const reason = botReason(form);
  if (reason) log("info", "submission dropped as automated", { form: kind, reason });
  return reason !== null;
}

/** Anything unexpected still ends in SPEC.md's failure message, not an error page. */
function answered(receive: typeof receiveContactForm, message: string) {
  return async (request: Request, context: AppLoadContext): Promise<Outcome> => {
    try {
      return await receive(request, context);
    } catch (error) {
      log("error", "submission failed", { error: String(error) });
      return failure(500, { form: message }, {});
    }
  };
}

async function receiveContactForm(request: Request, context: AppLoadContext): Promise<Outcome> {
  let form: FormData;
  try {
    form = await readSmallForm(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return failure(error.code === "too-large" ? 413 : 400, { form: MESSAGES.contactFailed }, keep(error.fields, CONTACT_FIELDS));
  }
  const values = keep(form.entries(), CONTACT_FIELDS);
  const limited = rateLimited("contact", context.clientIp, values);
  if (limited) return limited;
  if (dropBot(form, "contact")) return success;
  const parsed = parseForm(contactSchema, form);
  if (!parsed.ok) return failure(400, parsed.errors, values);
  try {
    const id = await storeContactMessage(parsed.data);
    log("info", "contact message stored", { id });
    return success;
  } catch (error) {
    log("error", "contact message not stored", { error: String(error) });
    return failure(500, { form: MESSAGES.contactFailed }, values);
  }
}

async function receiveCareerForm(request: Request, context: AppLoadContext): Promise<Outcome> {
  let upload;
  try {
    upload = await parseUpload(request, { portfolio: PORTFOLIO_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const values = keep(error.fields, CAREER_FIELDS);
    if (error.code === "too-large") return failure(413, { portfolio: MESSAGES.portfolioTooLarge }, values);
    return failure(400, { portfolio: MESSAGES.uploadFailed }, values);
  }
  try {
    const { form } = upload;
    const values = keep(form.entries(), CAREER_FIELDS);
    const limited = rateLimited("career", context.clientIp, values);
    if (limited) return limited;
    if (dropBot(form, "career")) return success;
    const parsed = parseForm(careerSchema, form);
    const file = upload.files("portfolio")[0];
    const errors = parsed.ok ? {} : { ...parsed.errors };
    if (!file) Object.assign(errors, { portfolio: MESSAGES.portfolioRequired });
    if (!parsed.ok || !file) return failure(400, errors, values);
    return await storeApplication(parsed.data, file, values);
  } finally {
    await upload.cleanup();
  }
}

export const receiveContact = answered(receiveContactForm, MESSAGES.contactFailed);
export const receiveCareer = answered(receiveCareerForm, MESSAGES.careerFailed);

async function storeApplication(
  fields: Parameters<typeof storeCareerApplication>[0],
  file: UploadedFile,
  values: Record<string, string>,
): Promise<Outcome> {
  let portfolio;
  try {
    portfolio = await storeFile(file, FOLDERS.portfolio, "portfolio", [...PORTFOLIO_MIMES]);
  } catch (error) {
    if (error instanceof UploadError && error.code === "bad-type") return failure(415, { portfolio: MESSAGES.portfolioBadType }, values);
    if (error instanceof UploadError && error.code === "empty") return failure(400, { portfolio: MESSAGES.portfolioRequired }, values);
    log("error", "portfolio not stored", { error: String(error) });
    return failure(500, { portfolio: MESSAGES.uploadFailed }, values);
  }
  try {
    const id = await storeCareerApplication(fields, portfolio);
    log("info", "career application stored", { id });
    return success;
  } catch (error) {
    // The file is stored but its application is not: remove it so nothing half-written remains.
    await deleteAssets([portfolio.id]).catch(() => {});
    log("error", "career application not stored", { error: String(error) });
    return failure(500, { form: MESSAGES.careerFailed }, values);
  }
}

/** A form body without files, read up to a cap (Remix's request.formData() would read any size). */
async function readSmallForm(request: Request): Promise<FormData> {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const upload = await parseUpload(request, {});
    await upload.cleanup();
    return upload.form;
  }
  if (Number(request.headers.get("content-length") ?? 0) > CONTACT_BODY_MAX_BYTES) throw new UploadError("too-large");
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > CONTACT_BODY_MAX_BYTES) throw new UploadError("too-large");
      chunks.push(chunk);
    }
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) form.append(name, value);
  return form;
}
