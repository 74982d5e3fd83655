// Shared Playwright fixtures. Each worker runs its own built app (NODE_ENV=production) on a copy
// of the seeded demo, with its own stand-in mail API, so tests in different workers never see
// each other's edits or empty each other's page cache. Any console error or uncaught exception in
// the page fails the test, unless the test removes the ones it provoked.
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test as base,
} from "@playwright/test";
import { createCookieSessionStorage } from "@remix-run/node";
import Database from "better-sqlite3";

import { SESSION_COOKIE, tokenHash } from "../../app/.server/auth/session-token";
import { DEMO_PROJECTS } from "../../app/.server/demo/content";
import { type RealServer, startRealServer } from "../../scripts/lib/production-server";
import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { startFakeResend } from "../setup/fake-resend.js";

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 800, height: 1000 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A name or marker no other test uses, to find this test's project, submission or mail among everyone else's. */
export const unique = (label: string) => `${label} ${crypto.randomBytes(4).toString("hex")}`;

export const SESSION_SECRET = "e2e-session-secret-e2e-session-secret-0123";
// A fixture session outlives any test; the app's own sweep removes it later.
const FIXTURE_SESSION_MS = 60 * 60 * 1000;
// A worker's server starts in a few seconds; a loaded machine may take much longer.
const WORKER_SERVER_TIMEOUT_MS = 120_000;

export interface WorkerServer extends RealServer {
  /** The stand-in Resend API of this worker (tests/setup/fake-resend.js). */
  mailApi: string;
  /** The file the server's clock reads its offset from (app/.server/runtime/clock.ts). */
  clockFile?: string;
}

/** Moves the worker server's clock (scheduled publishing runs by it); put back after each test. */
export interface ServerClock {
  /** Moves the server's clock to this moment (ms since the epoch), as if that much time had passed. */
  setTo(at: number): void;
  /** The server's time now, by the offset set. */
  now(): number;
}

/** What the worker's stand-in mail API received, and switches for it. */
export interface MailBox {
  matching(marker: string): Promise<FakeMail[]>;
  stats(): Promise<{ delivered: number; repeats: number; requests: number }>;
  control(body: { down?: boolean; failNext?: number }): Promise<void>;
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

/** Signs a browser context (the test's page's by default) in as the admin (or another admin's email), without the login form. */
export type Login = (target?: Page | BrowserContext, email?: string) => Promise<void>;

/**
 * Writes a sessions row for the admin straight into the worker's database (stored by the SHA-256
 * of its token, as the app does) and gives the browser the signed cookie carrying the token.
 */
async function addAdminSession(server: WorkerServer, context: BrowserContext, email: string): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = new Database(server.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    const now = Date.now();
    // A full sign-in whose factor was just proved, as after the login form (and its second step).
    db.prepare(
      "INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at, stage, verified_at) VALUES (?, ?, ?, ?, 'full', ?)",
    ).run(
      tokenHash(token),
      user.id,
      new Date(now + FIXTURE_SESSION_MS).toISOString(),
      new Date(now).toISOString(),
      new Date(now).toISOString(),
    );
  } finally {
    db.close();
  }
  // The test server is plain-http localhost: its cookie has the plain name.
  const storage = createCookieSessionStorage({ cookie: { name: SESSION_COOKIE.plain, secrets: [SESSION_SECRET] } });
  const session = await storage.getSession();
  session.set("sessionToken", token);
  const setCookie = await storage.commitSession(session);
  const value = setCookie.slice(SESSION_COOKIE.plain.length + 1, setCookie.indexOf(";"));
  await context.addCookies([
    { name: SESSION_COOKIE.plain, value, url: server.origin, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * What a test left of the seeded site that the worker's later tests count on: every seeded project
 * still there, published and out of the trash, and the product's newest-first order. Empty when intact.
 */
function seededSiteChanges(server: WorkerServer): string[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const changes: string[] = [];
    const find = db.prepare("SELECT status, deleted_at, private FROM projects WHERE name = ?");
    for (const { name } of DEMO_PROJECTS) {
      const project = find.get(name) as { status: string; deleted_at: string | null; private: number } | undefined;
      if (!project) changes.push(`"${name}" is gone or renamed`);
      else if (project.status !== "published") changes.push(`"${name}" is a ${project.status}`);
      else if (project.private) changes.push(`"${name}" is private`);
      else if (project.deleted_at) changes.push(`"${name}" is in the trash`);
    }
    const { mode } = db.prepare("SELECT mode FROM project_order").get() as { mode: string };
    if (mode !== "newest") changes.push(`the project order is "${mode}"`);
    return changes;
  } finally {
    db.close();
  }
}

/** Each seeded project's detail images and videos, counted (a test may add some to a seeded project, then removes them). */
function seededMedia(server: WorkerServer): Record<string, string> {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const count = db.prepare(
      `SELECT (SELECT COUNT(*) FROM project_carousel_images WHERE project_id = p.id) AS images,
              (SELECT COUNT(*) FROM project_videos WHERE project_id = p.id) AS videos
       FROM projects p WHERE p.name = ?`,
    );
    const counts: Record<string, string> = {};
    for (const { name } of DEMO_PROJECTS) {
      const row = count.get(name) as { images: number; videos: number } | undefined;
      if (row) counts[name] = `${row.images} detail images, ${row.videos} videos`;
    }
    return counts;
  } finally {
    db.close();
  }
}

export const test = base.extend<
  { consoleErrors: string[]; login: Login; mailbox: MailBox; seededSiteKept: void; serverClock: ServerClock },
  { server: WorkerServer }
>({
  server: [
    async ({}, use) => {
      const mailServer = await startFakeResend(0);
      const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "studio-clock-")), "offset");
      fs.writeFileSync(clockFile, "0");
      const mailApi = `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}`;
      const app = await startRealServer(
        {
          SESSION_SECRET,
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          // The tests play many visitors from one machine, each with its own X-Forwarded-For.
          TRUST_PROXY: "1",
          RESEND_API_KEY: "re_test_key",
          RESEND_BASE_URL: mailApi,
          MAIL_FROM: "Studio <studio@example.com>",
          CLOCK_OFFSET_FILE: clockFile,
        },
        { seeded: true },
      );
      await use({ ...app, mailApi, clockFile });
      await app.stop();
      await new Promise((resolve) => mailServer.close(resolve));
    },
    { scope: "worker", timeout: WORKER_SERVER_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
  login: async ({ server, page }, use) => {
    await use((target = page, email = E2E_ADMIN.email) =>
      addAdminSession(server, "context" in target ? target.context() : target, email),
    );
  },
  serverClock: async ({ server }, use) => {
    let offset = 0;
    await use({
      setTo(at) {
        offset = at - Date.now();
        fs.writeFileSync(server.clockFile!, String(offset));
      },
      now: () => Date.now() + offset,
    });
    if (server.clockFile) fs.writeFileSync(server.clockFile, "0");
  },
  mailbox: async ({ server, request }, use) => {
    await use(mailBox(request, server.mailApi));
  },
  // The tests of a worker share its database, so one that changes the seeded site puts it back; a
  // leak fails the test that leaked, not a later one that happens to run after it.
  seededSiteKept: [
    async ({ server }, use, testInfo) => {
      const media = seededMedia(server);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(seededSiteChanges(server), "what this test left changed of the seeded site").toEqual([]);
      expect(seededMedia(server), "the seeded projects' detail images and videos after this test").toEqual(media);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context, browser }, use, testInfo) => {
      const errors: string[] = [];
      // Where each came from, attached to a failing test so a rare one can be traced.
      const details: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error") return;
          // Remix's single fetch logs a data request the browser cancelled (the page went on while a
          // refresh was still arriving; remix-run/react-router#14761): nothing a visitor sees failed.
          if (message.text().startsWith("AbortError")) return;
          errors.push(message.text());
          details.push(`${message.text()}\n  on ${message.page()?.url()} at ${JSON.stringify(message.location())}`);
        });
        watched.on("weberror", (error) => {
          errors.push(String(error.error()));
          details.push(`${error.error().stack ?? String(error.error())}\n  on ${error.page()?.url()}`);
        });
      };
      // Every page of the test: its own context's, and those of contexts it opens (a second visitor).
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watch(opened);
        return opened;
      };
      await use(errors);
      browser.newContext = newContext;
      // Tests that provoke an error on purpose (a 404, a 413) clear what they expected.
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (errors.length > 0) await testInfo.attach("console errors: pages and stacks", { body: details.join("\n\n") });
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

function mailBox(request: APIRequestContext, mailApi: string): MailBox {
  return {
    async matching(marker) {
      const all = (await (await request.get(`${mailApi}/__emails`)).json()) as FakeMail[];
      return all.filter((m) => m.subject.includes(marker) || m.text.includes(marker));
    },
    async stats() {
      return (await request.get(`${mailApi}/__stats`)).json();
    },
    async control(body) {
      expect((await request.post(`${mailApi}/__control`, { data: body })).ok()).toBe(true);
    },
  };
}

export { expect };

// Layout lands on fractions of a pixel: geometry is compared to within one, never exactly.
const PIXEL_TOLERANCE = 1;

/** A length or position is this many CSS pixels, give or take a fraction. */
export function expectPixels(actual: number, expected: number, what = "pixels"): void {
  expect(Math.abs(actual - expected), `${what}: ${actual}, expected ${expected}`).toBeLessThanOrEqual(PIXEL_TOLERANCE);
}

/**
 * Waits until the element's finite CSS animations and transitions have finished (its box has settled). One cancelled
 * meanwhile has settled too: its `finished` rejects (AbortError), as when a toast's timer removes it the moment
 * before its fade ends.
 */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The tests of a public flow at a phone's width without JavaScript, and at a desktop's with it. */
export function atPhoneWithoutScriptsAndDesktop(tests: (javaScriptEnabled: boolean) => void) {
  for (const [viewport, javaScriptEnabled] of [
    [VIEWPORTS.phone, false],
    [VIEWPORTS.desktop, true],
  ] as const) {
    test.describe(`at ${viewport.width} px${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
      test.use({ viewport, javaScriptEnabled });
      tests(javaScriptEnabled);
    });
  }
}

/** Runs statements on the worker's database: what a test cannot make through the pages in one step. */
export function withWorkerDatabase<T>(server: WorkerServer, work: (db: Database.Database) => T): T {
  const db = new Database(server.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}
