// Over real HTTP against the built server: uploads are refused with a clear message when the
// disk is under its free-space margin, and the career form's rate limit is counted before its
// body is read (the refusal keeps the typed text and stores nothing). Needs `npm run build` first.
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, expect, it } from "vitest";

import { FORM_TOKEN_FIELD } from "~/utils/constants";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { type RealServer, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
let cookie: string;

beforeAll(async () => {
  // A margin no disk has: every upload is refused. One career post per address per window.
  server = await startRealServer({ UPLOADS_MIN_FREE_BYTES: String(2 ** 50), SUBMISSION_RATE_MAX: "1" });
  cookie = await server.signIn();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

function application(name: string) {
  const form = new FormData();
  form.set("name", name);
  form.set("email", "ada@example.org");
  form.set(FORM_TOKEN_FIELD, "1.2.3");
  form.set("portfolio", new File([new Uint8Array(pdf)], "cv.pdf", { type: "application/pdf" }));
  return form;
}

const storedFiles = () =>
  fs
    .readdirSync(server.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

it("refuses uploads under the free-space margin with a clear message, on the career form and an admin upload", async () => {
  const career = await fetch(`${server.base}/career/apply`, {
    method: "POST",
    headers: server.headers(),
    body: application("Ada"),
  });
  expect(career.status).toBe(507);
  expect(await career.json()).toEqual({
    ok: false,
    errors: { portfolio: MEDIA_TEXTS.diskFull },
    values: { name: "Ada", email: "ada@example.org" },
  });

  const image = new FormData();
  image.set("intent", "carousel-add");
  image.set("image", new File([new Uint8Array(pdf)], "x.png", { type: "image/png" }));
  const admin = await fetch(`${server.base}/admin/pages/home`, {
    method: "POST",
    headers: { ...server.headers(cookie), Accept: "application/json" },
    body: image,
  });
  expect(await admin.json()).toMatchObject({ ok: false, errors: { form: MEDIA_TEXTS.diskFull } });
  expect(storedFiles()).toEqual([]);
});

it("counts the career form's rate limit before reading the body: the refusal keeps the typed text", async () => {
  // The first post above used this address's one allowance.
  const refused = await fetch(`${server.base}/career/apply`, {
    method: "POST",
    headers: server.headers(),
    body: application("Grace"),
  });
  expect(refused.status).toBe(429);
  const body = await refused.json();
  expect(body.errors.form).toMatch(/^Too many submissions from your address\. Please try again in \d+ minutes?\.$/);
  expect(body.values).toEqual({ name: "Grace", email: "ada@example.org" });
  expect(storedFiles()).toEqual([]);
});
