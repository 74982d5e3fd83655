// Shared pieces of the career and contact form tests: a visitor address per test (the forms
// are rate-limited per address, and the test server trusts one proxy hop), the stand-in mail
// API, and files to upload.
import crypto from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { signFormToken } from "../../app/.server/submissions/form-token";
import { FORM_MIN_FILL_MS } from "../../app/.server/submissions/limits";
import { FORM_TOKEN_FIELD } from "../../app/utils/constants";
import { expect, SESSION_SECRET } from "./fixtures";

/** A made-up visitor address no other test uses. */
export function uniqueIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** Every request of this page comes from its own visitor address. */
export async function asNewVisitor(page: Page): Promise<string> {
  const ip = uniqueIp();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

export { unique } from "./fixtures";

/** The form token of a fresh page view from this visitor address, read from the page's HTML. */
export async function formToken(request: APIRequestContext, path: string, ip: string): Promise<string> {
  const html = await (await request.get(path, { headers: { "X-Forwarded-For": ip } })).text();
  return new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)![1];
}

// Past the bot filter's minimum with room for the server and test clocks reading a little apart.
const TOKEN_AGE_MARGIN_MS = 100;

/**
 * The bot filter refuses a form sent back sooner than a person types (FORM_MIN_FILL_MS after the
 * token was issued, by the server's clock): wait until this token is that old. The server's rule is
 * about time, so this is the one wait the form tests need; it ends as soon as the token qualifies.
 */
export async function waitUntilTokenAccepted(token: string): Promise<void> {
  const issued = Number(token.split(".")[0]);
  const left = issued + FORM_MIN_FILL_MS + TOKEN_AGE_MARGIN_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

// Longer than any test runs: a post of the token arrives within it, however loaded the machine.
const TOO_FAST_AHEAD_MS = 60_000;

/**
 * A genuine form token (signed with the worker server's secret) that the server reads as sent back
 * sooner than FORM_MIN_FILL_MS after its form was rendered, however long the post takes to arrive:
 * its rendering time is set ahead of now. A real one fetched and posted at once may take longer than
 * that on a loaded machine, and then passes as a person's.
 */
export function tooFastToken(): string {
  return signFormToken(SESSION_SECRET, Date.now() + TOO_FAST_AHEAD_MS);
}

/** Waits until the page's own form token is accepted, as a person filling the form would. */
export async function waitLikeAPerson(page: Page): Promise<void> {
  await waitUntilTokenAccepted(await page.locator(`input[name="${FORM_TOKEN_FIELD}"]`).first().inputValue());
}

/** A real (tiny) PDF's bytes, padded to the size asked for. */
export function pdf(size = 2048): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

/**
 * Chromium reports a page's own 4xx answers (a refused form) as console errors: drop the ones
 * a test provoked on purpose, and fail on anything else.
 */
export function expectOnlyRefusals(consoleErrors: string[], statuses: number[]): void {
  const expected = new RegExp(`status of (${statuses.join("|")})`);
  expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
  consoleErrors.length = 0;
}

/** The page's submission form (the one with the SUBMIT button). */
export const submissionForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: /SUBMIT|SENDING/ }) });

/** The field is marked invalid and described by exactly this message. */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const input = submissionForm(page).getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
}
