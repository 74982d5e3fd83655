// Shared pieces of the career and contact form tests: a visitor address per test (the forms
// are rate-limited per address, and the test server trusts one proxy hop), the stand-in mail
// API, and files to upload.
import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { FORM_MIN_FILL_MS, FORM_TOKEN_FIELD } from "../../app/utils/constants";
import { MAIL_PORT } from "../setup/ports.js";

export const MAIL_API = `http://127.0.0.1:${MAIL_PORT}`;

/**
 * Signs in through the login page's redirect straight to an admin page (the same form that
 * fixtures' signIn uses, without depending on the admin home page).
 */
export async function signInTo(page: Page, path: string): Promise<void> {
  const { E2E_ADMIN } = await import("../setup/e2e-admin.js");
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(`**${path}`);
}

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

export interface FakeMail {
  id: string;
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string }[];
  idempotencyKey: string | null;
}

export async function mailsMatching(request: APIRequestContext, marker: string): Promise<FakeMail[]> {
  const all = (await (await request.get(`${MAIL_API}/__emails`)).json()) as FakeMail[];
  return all.filter((m) => m.subject.includes(marker) || m.text.includes(marker));
}

export async function mailStats(request: APIRequestContext): Promise<{ delivered: number; repeats: number; requests: number }> {
  return (await request.get(`${MAIL_API}/__stats`)).json();
}

export async function controlMail(request: APIRequestContext, body: { down?: boolean; failNext?: number }): Promise<void> {
  expect((await request.post(`${MAIL_API}/__control`, { data: body })).ok()).toBe(true);
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
