// The HTTP edge against the real production server: bodies refused while they stream, cross-site
// writes refused before their body is read, forwarded addresses ignored unless a proxy is trusted,
// and `npm start` in production mode.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SUBMISSION_RATE_MAX } from "../../app/.server/env";
import { REFUSAL_LINGER_MS, SMALL_FORM_BODY_MAX_BYTES } from "../../app/.server/http/limits";
import { STRICT_TRANSPORT_SECURITY } from "../../app/.server/http/security-headers";
import { FORM_MIN_FILL_MS } from "../../app/.server/submissions/limits";
import { policy as loginPolicy } from "../../app/routes/_auth.admin.login/route";
import { CONTACT_BODY_MAX_BYTES, FORM_TOKEN_FIELD } from "../../app/utils/constants";
import { en } from "../../app/utils/texts/en";
import { pt } from "../../app/utils/texts/pt";
import { REAL_ADMIN, type RealServer, rssBytes, startRealServer } from "../../scripts/lib/production-server";

const MiB = 1024 * 1024;
const EVIL = "https://evil.example";
/** A line of a stack trace, as Node or Express's error page prints one. */
const STACK = /node_modules\/|\bat \S+ \(/;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Sends headers only: a body is announced but never sent, so any answer came before the server read one. */
function headersOnly(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method: "POST", headers, agent: false });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => {
        resolve({ status: res.statusCode!, headers: res.headers, text });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

interface Streamed extends Answer {
  /** Body bytes written when the answer arrived, and in all before the server cut the connection. */
  sentAtAnswer: number;
  sent: number;
}

/**
 * Streams a chunked body of `total` bytes as fast as the server takes it, until done or cut off. `readLateMs`: the
 * client keeps sending but reads what comes back only that much later, as one whose event loop is busy.
 */
function streamBody(
  base: string,
  path: string,
  headers: Record<string, string>,
  total: number,
  { head = Buffer.alloc(0), readLateMs = 0 } = {},
): Promise<Streamed> {
  return new Promise((resolve) => {
    const req = http.request(new URL(path, base), {
      method: "POST",
      headers: { "Transfer-Encoding": "chunked", ...headers },
      agent: false,
    });
    req.on("socket", (socket) => {
      if (readLateMs === 0) return;
      socket.pause();
      setTimeout(() => socket.resume(), readLateMs);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const answer: Streamed = { status: 0, headers: {}, text: "", sentAtAnswer: -1, sent: 0 };
    let cut = false;
    const pump = () => {
      if (answer.sent === 0 && head.length > 0) {
        req.write(head);
        answer.sent += head.length;
      }
      while (!cut && answer.sent < total) {
        answer.sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!cut) req.end();
    };
    req.on("response", (res) => {
      answer.sentAtAnswer = answer.sent;
      answer.status = res.statusCode!;
      answer.headers = res.headers;
      res.setEncoding("utf8");
      res.on("data", (d) => (answer.text += d));
      res.on("error", () => {});
    });
    // EPIPE or ECONNRESET once the server has cut the connection.
    req.on("error", () => (cut = true));
    req.on("close", () => {
      cut = true;
      resolve(answer);
    });
    pump();
  });
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ username: REAL_ADMIN.email, password: REAL_ADMIN.password }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie()[0].split(";")[0];
}

/** A contact message as a visitor sends it: the form's token, a person's pace, then the post. */
async function contactPosts(base: string, forwardedFor: string[]): Promise<number[]> {
  const tokens = [];
  for (const _ of forwardedFor) {
    const html = await (await fetch(`${base}/contact-us`)).text();
    tokens.push(new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)![1]);
  }
  await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 100)); // the tokens' minimum age, not a timed check
  const statuses = [];
  for (const [i, address] of forwardedFor.entries()) {
    const body = new URLSearchParams({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.org`,
      message: "Hello there",
      [FORM_TOKEN_FIELD]: tokens[i],
    });
    const res = await fetch(`${base}/contact-us`, { method: "POST", body, headers: { "X-Forwarded-For": address } });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

const spoofed = (n: number) => Array.from({ length: n }, (_, i) => `198.51.100.${i + 1}`);

/** The Strict-Transport-Security header of two loads of a page (the second may come from the page cache). */
async function hstsOfTwoLoads(base: string, headers: Record<string, string> = {}): Promise<(string | null)[]> {
  const loads = [];
  for (let i = 0; i < 2; i++)
    loads.push((await fetch(`${base}/studio`, { headers })).headers.get("Strict-Transport-Security"));
  return loads;
}

// The three servers start side by side: a start mostly waits on its own process.
let production: RealServer;
let proxied: RealServer;
let development: RealServer;
beforeAll(async () => {
  [production, proxied, development] = await Promise.all([
    startRealServer({ SITE_URL: "https://studio.example" }),
    startRealServer({ TRUST_PROXY: "1" }),
    startRealServer({ NODE_ENV: "development" }),
  ]);
}, 120_000);
afterAll(() => Promise.all([production, proxied, development].map((server) => server?.stop())));

describe("the HTTP edge (real server, production mode)", () => {
  it("answers 413 to an endless chunked login body while it is still streaming, cuts the connection, and keeps its memory", async () => {
    const total = 256 * MiB;
    await fetch(`${production.url}/admin/login`).then((r) => r.arrayBuffer());
    const before = rssBytes(production.pid);
    // The client reads late (a busy event loop, a starved CPU), well within the server's linger: the answer must
    // still be there, not thrown away by a reset that overtook it.
    const answer = await streamBody(
      production.url,
      "/admin/login",
      { "Content-Type": "application/x-www-form-urlencoded" },
      total,
      { readLateMs: REFUSAL_LINGER_MS / 2 },
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.text).toContain(en.formErrors.bodyTooLarge("4 KB"));
    // The answer came while the client was still sending, and the server hung up long before the end.
    expect(answer.sentAtAnswer).toBeGreaterThan(loginPolicy.bodyMaxBytes);
    expect(answer.sentAtAnswer).toBeLessThan(total);
    expect(answer.sent).toBeLessThan(total / 4);
    expect(rssBytes(production.pid) - before).toBeLessThan(64 * MiB);
  });

  it("refuses an endless chunked contact message and portfolio the same way, at their own caps", async () => {
    const contact = await streamBody(
      production.url,
      "/contact-us",
      { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      256 * MiB,
    );
    expect(contact.status).toBe(413);
    expect(contact.sentAtAnswer).toBeGreaterThan(CONTACT_BODY_MAX_BYTES);
    expect(contact.text).toContain("<h1>Too large</h1>");
    expect(contact.sent).toBeLessThan(64 * MiB);

    // A portfolio part that never ends: the 10 MB per-file cap answers with the form's own message, then the connection ends.
    const boundary = "----edge-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="portfolio"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const career = await streamBody(
      production.url,
      "/career/apply",
      { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      512 * MiB,
      { head },
    );
    expect(career.status).toBe(413);
    expect(JSON.parse(career.text)).toMatchObject({
      ok: false,
      errors: { portfolio: en.formErrors.portfolioTooLarge },
    });
    expect(career.sent).toBeLessThan(128 * MiB);
  });

  it("caps a body sent with a GET too, and keeps serving", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        new URL("/", production.url),
        { method: "GET", headers: { "Transfer-Encoding": "chunked" }, agent: false },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on("error", reject);
      req.end(Buffer.alloc(4 * SMALL_FORM_BODY_MAX_BYTES));
    });
    expect(answer).toBe(413);
    expect((await fetch(`${production.url}/healthz`)).status).toBe(200);
  });

  it("refuses a body whose Content-Length is over the route's cap before any of it is sent", async () => {
    const answer = await headersOnly(production.url, "/contact-us", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(CONTACT_BODY_MAX_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(en.formErrors.bodyTooLarge("128 KB"));
    // An admin page gives its large cap only to a signed-in admin; a post that asks for JSON is refused in JSON.
    const stranger = await headersOnly(production.url, "/admin/pages/home", {
      Accept: "application/json",
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(MiB),
    });
    expect(stranger.status).toBe(413);
    expect(JSON.parse(stranger.text)).toMatchObject({
      ok: false,
      errors: { form: en.formErrors.bodyTooLarge("8 KB") },
    });
  });

  it("lets a signed-in admin send an upload body larger than the strangers' cap", async () => {
    const cookie = await signIn(production.url);
    const form = new FormData();
    form.append("intent", "no-such-intent");
    form.append("image", new Blob([Buffer.alloc(MiB)], { type: "image/png" }), "big.png");
    const res = await fetch(`${production.url}/admin/pages/home`, {
      method: "POST",
      body: form,
      headers: { cookie, Accept: "application/json" },
    });
    expect(res.status).toBe(400); // read whole and judged by the page (an unknown intent), not refused at the edge
    expect(await res.text()).not.toContain(en.formErrors.bodyTooLarge("8 KB"));
  });

  it("refuses cross-site posts with 403 before reading their body: contact, login and an admin upload page", async () => {
    const cookie = await signIn(production.url);
    for (const [path, extra] of [
      ["/contact-us", {}],
      ["/admin/login", {}],
      ["/admin/projects", { cookie }],
    ] as const) {
      const answer = await headersOnly(production.url, path, {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": "1000",
        Origin: EVIL,
        ...extra,
      });
      expect(answer.status, path).toBe(403);
      expect(answer.text).toContain(en.formErrors.crossSite);
    }
    // Posted to a page in another language, the refusal is in that language.
    const portuguese = await headersOnly(production.url, "/pt/contact-us", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": "1000",
      Origin: EVIL,
      Accept: "text/html",
    });
    expect(portuguese.status).toBe(403);
    expect(portuguese.text).toContain('<html lang="pt">');
    expect(portuguese.text).toContain(`<h1>${pt.refusal.statuses[403].title}</h1>`);
    expect(portuguese.text).toContain(pt.formErrors.crossSite);
    expect(portuguese.text).toContain('<a href="/pt/">');
    // Without Origin, the browser's Sec-Fetch-Site tells.
    const fetchSite = await headersOnly(production.url, "/contact-us", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": "1000",
      "Sec-Fetch-Site": "cross-site",
      Accept: "text/html",
    });
    expect(fetchSite.status).toBe(403);
    expect(fetchSite.text).toContain("<h1>Refused</h1>");
  });

  it("accepts posts from its own origin, from SITE_URL, and from clients that send neither Origin nor Sec-Fetch-Site", async () => {
    const login = (headers: Record<string, string>) =>
      fetch(`${production.url}/admin/login`, {
        method: "POST",
        body: new URLSearchParams({ username: REAL_ADMIN.email, password: REAL_ADMIN.password }),
        headers,
        redirect: "manual",
      });
    expect((await login({ Origin: production.url })).status).toBe(302);
    expect((await login({ Origin: "https://studio.example" })).status).toBe(302);
    expect((await login({ "Sec-Fetch-Site": "same-origin" })).status).toBe(302);
    expect((await login({})).status).toBe(302);
  });

  it("ignores X-Forwarded-For when no proxy is trusted: the 11th contact post from 11 spoofed addresses is refused", async () => {
    const statuses = await contactPosts(production.url, spoofed(SUBMISSION_RATE_MAX + 1));
    expect(statuses.slice(0, SUBMISSION_RATE_MAX)).toEqual(Array(SUBMISSION_RATE_MAX).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });

  it("shows no stack traces to visitors: a malformed address and a failing action", async () => {
    const malformed = await fetch(`${production.url}/projects/%ZZ`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toMatch(STACK);
    const failing = await fetch(`${production.url}/admin/login`, {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data" },
    });
    expect(failing.status).toBeGreaterThanOrEqual(400);
    expect(await failing.text()).not.toMatch(STACK);
    // The data folder got a generated session secret (no SESSION_SECRET), readable by the server's user only.
    expect(production.output()).toContain("session secret generated");
    expect(fs.statSync(path.join(production.dataDir, ".session-secret")).mode & 0o777).toBe(0o600);
  });

  it("sends no HSTS over plain http, even when a client claims X-Forwarded-Proto: https (no proxy is trusted)", async () => {
    expect(await hstsOfTwoLoads(production.url)).toEqual([null, null]);
    expect(await hstsOfTwoLoads(production.url, { "X-Forwarded-Proto": "https" })).toEqual([null, null]);
  });
});

describe("the HTTP edge behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("counts each forwarded address apart, and all of one IPv6 /64 as one visitor", async () => {
    expect(await contactPosts(proxied.url, spoofed(SUBMISSION_RATE_MAX + 1))).toEqual(
      Array(SUBMISSION_RATE_MAX + 1).fill(200),
    );
    const oneNetwork = Array.from(
      { length: SUBMISSION_RATE_MAX + 1 },
      (_, i) => `2001:db8:7:7::${(i + 1).toString(16)}`,
    );
    const statuses = await contactPosts(proxied.url, oneNetwork);
    expect(statuses.at(-1)).toBe(429);
  });

  it("pins browsers to HTTPS (HSTS) only on requests the proxy forwarded as HTTPS, cached pages included", async () => {
    expect(await hstsOfTwoLoads(proxied.url, { "X-Forwarded-Proto": "https" })).toEqual([
      STRICT_TRANSPORT_SECURITY,
      STRICT_TRANSPORT_SECURITY,
    ]);
    expect(await hstsOfTwoLoads(proxied.url, { "X-Forwarded-Proto": "http" })).toEqual([null, null]);
    expect(await hstsOfTwoLoads(proxied.url)).toEqual([null, null]);
  });
});

describe("development mode, for contrast", () => {
  it("is what `npm run dev`-style NODE_ENV=development shows: stack traces, which production hides", async () => {
    const malformed = await fetch(`${development.url}/projects/%ZZ`);
    expect(await malformed.text()).toMatch(STACK);
  });
});
