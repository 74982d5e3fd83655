// Shared pieces of the career and contact form tests: a visitor address per test (the forms
// are rate-limited per address, and the test server trusts one proxy hop), the stand-in mail
// API, and files to upload.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { FORM_MIN_FILL_MS, FORM_TOKEN_FIELD } from "../../app/utils/constants";

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

/** A marker to find this test's submission and mail among everyone else's. */
export const unique = (label: string) => `${label} ${crypto.randomBytes(4).toString("hex")}`;

/** The bot filter refuses forms sent back faster than a person types: wait that long since rendering. */
export async function waitLikeAPerson(page: Page): Promise<void> {
  const token = await page.locator(`input[name="${FORM_TOKEN_FIELD}"]`).first().inputValue();
  const issued = Number(token.split(".")[0]);
  const left = issued + FORM_MIN_FILL_MS + 100 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
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
export const submissionForm = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: /SUBMIT|SENDING/ }) });

/** The field is marked invalid and described by exactly this message. */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const input = submissionForm(page).getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
}
