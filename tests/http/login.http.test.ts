// Signing in, over HTTP against the built server: body cap, throttling, sessions, redirects.
import fs from "node:fs";
import http from "node:http";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SESSION_COOKIE, tokenHash } from "../../app/.server/auth/session-token";
import {
  cookiesOf,
  postForm,
  type RealServer,
  type Reply,
  send,
  startRealServer,
} from "../../scripts/lib/production-server";

const OWNER = { username: "owner@studio.test", password: "the-owners-long-password" };
// Two servers: one that is attacked, and a quiet one where the owner signs in as on any day.
let server: RealServer;
let quiet: RealServer;

beforeAll(async () => {
  const env = { ADMIN_EMAIL: OWNER.username, ADMIN_PASSWORD: OWNER.password };
  [server, quiet] = await Promise.all([startRealServer(env), startRealServer(env)]);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await quiet?.stop();
});

const login = (
  fields: { username: string; password: string },
  from: string,
  headers: Record<string, string> = {},
  query = "",
  to = server,
) => postForm(to, `/admin/login${query}`, fields, { from, headers });
const logsFor = (msg: string, match: (line: Record<string, unknown>) => boolean = () => true) =>
  server.logs.filter((line) => line.msg === msg && match(line));
const fromAddress = (address: string) => (line: Record<string, unknown>) => String(line.address).endsWith(address);

/** A login post written by hand, so the test decides how much of its body is sent, and when. */
const rawLoginPost = (headers: http.OutgoingHttpHeaders, onResponse: (response: http.IncomingMessage) => void) =>
  http.request(
    { host: "127.0.0.1", port: server.port, path: "/admin/login", method: "POST", agent: false, headers },
    onResponse,
  );

describe("the login body", () => {
  it("is refused with 413 while a chunked body is still streaming, and the server keeps serving", async () => {
    const limit = 64 * 1024 * 1024;
    const { status, written } = await new Promise<{ status: number; written: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const request = rawLoginPost({ "Content-Type": "application/x-www-form-urlencoded" }, (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode!, written });
        request.destroy();
      });
      request.on("error", (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (!answered && written < limit) {
          written += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        if (!answered) request.end();
      };
      pump();
    });
    expect(status).toBe(413);
    // The answer came long before the sender was done: the server stopped reading at its cap.
    expect(written).toBeLessThan(limit);
    expect((await send(server, "/healthz")).status).toBe(200);
  });

  it("is refused with 413 at once when its declared length is over the cap", async () => {
    const reply = await new Promise<number>((resolve, reject) => {
      const request = rawLoginPost(
        { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(100 * 1024 * 1024) },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
          request.destroy();
        },
      );
      request.on("error", reject);
      // Only the headers and a few bytes are sent: the 413 must not wait for the rest.
      request.write("username=x");
    });
    expect(reply).toBe(413);
  });
});

// Every checked password is a memory-hard hash, one at a time: on a busy machine these take a while.
describe("throttling", { timeout: 180_000 }, () => {
  it("evaluates at most 5 of 100 simultaneous wrong passwords from one address, and the owner still gets in from elsewhere", async () => {
    // The owner signed in before, from home, in this browser.
    const home = await login(OWNER, "127.0.0.11");
    expect(home.status).toBe(302);
    const deviceCookie = cookiesOf(home)
      .split("; ")
      .find((c) => c.startsWith("login-device="))!;
    expect(deviceCookie).toBeTruthy();

    const attacker = "127.0.0.10";
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ username: OWNER.username, password: `guess-${i}` }, attacker)),
    );
    const checked = replies.filter((r) => r.status === 401);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(logsFor("login failed", fromAddress(attacker))).toHaveLength(checked.length);
    for (const reply of replies.filter((r) => r.status !== 401)) {
      expect(reply.status).toBe(429);
      expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
      // Locked, or (a try that got no turn at the hash in time, which does not count) busy.
      expect(reply.body).toMatch(
        /Too many failed login attempts\. Please try again in 15 minutes\.|Too many logins are being checked right now/,
      );
    }
    // Guessing on, the attacker's address is locked after 5 checked passwords in all.
    let guess: Reply;
    do guess = await login({ username: OWNER.username, password: "one-more-guess" }, attacker);
    while (guess.status === 401 || guess.body.includes("Too many logins are being checked"));
    expect(guess.body).toContain("Too many failed login attempts. Please try again in 15 minutes.");
    expect(logsFor("login failed", fromAddress(attacker))).toHaveLength(5);
    // Even the right password is refused from the attacker's address for this account.
    expect((await login(OWNER, attacker)).status).toBe(429);

    // The owner gets in at once from anywhere else: a new browser on a new network included.
    const fresh = await login(OWNER, "127.0.0.13");
    expect(fresh.status).toBe(302);
    expect(fresh.headers.location).toBe("/admin/home");
    expect((await login(OWNER, "127.0.0.12", { Cookie: deviceCookie })).status).toBe(302);
    // And the attacker is still locked out.
    expect((await login(OWNER, attacker)).status).toBe(429);
  });

  it("slows, but never locks, strangers once an account is attacked from many addresses; the owner's browser and home address skip the queue", async () => {
    const account = { username: "nobody@studio.test", password: "wrong" };
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => login(account, `127.0.1.${i + 1}`)));
    const evaluated = logsFor("login failed", (line) => line.account === account.username);
    expect(evaluated).toHaveLength(replies.filter((r) => r.status === 401).length);
    expect(evaluated.length).toBeLessThanOrEqual(10);
    // The rest waited for no hash: slowed, or refused because too many were waiting for one.
    for (const reply of replies.filter((r) => r.status !== 401)) expect(reply.status).toBe(429);
    // Strangers guessing on, one after another from new addresses, are soon told to wait a few seconds.
    let slowed: Reply | undefined;
    for (let i = 0; i < 15 && !slowed; i++) {
      const reply = await login(account, `127.0.5.${i + 1}`);
      if (reply.body.includes("for this account")) slowed = reply;
    }
    expect(slowed?.status).toBe(429);
    expect(Number(slowed?.headers["retry-after"])).toBeLessThanOrEqual(5);
    expect(slowed?.body).toMatch(/Too many failed login attempts for this account\. Please try again in \d seconds?\./);
    // The owner's account under the same attack: a browser or an address that signed in before gets in at once.
    const home = await login(OWNER, "127.0.0.50");
    expect(home.status).toBe(302);
    const deviceCookie = cookiesOf(home)
      .split("; ")
      .find((c) => c.startsWith("login-device="))!;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ username: OWNER.username, password: `guess-${i}` }, `127.0.4.${i + 1}`),
      ),
    );
    expect(
      logsFor("login failed", (line) => line.account === OWNER.username && String(line.address).includes("127.0.4."))
        .length,
    ).toBeLessThanOrEqual(10);
    expect((await login(OWNER, "127.0.0.51", { Cookie: deviceCookie })).status).toBe(302);
    expect((await login(OWNER, "127.0.0.50")).status).toBe(302);

    // A newcomer who waits as told gets a try.
    let reply: Reply = await login(account, "127.0.2.1");
    for (let i = 0; i < 5 && reply.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, Number(reply.headers["retry-after"]) * 1000));
      reply = await login(account, "127.0.2.1");
    }
    expect(reply.status).toBe(401);
  });

  it("refuses an address after 20 failures across accounts, whatever the account", async () => {
    const address = "127.0.0.20";
    for (let i = 0; i < 20; i++)
      expect((await login({ username: `spray-${i}@studio.test`, password: "wrong" }, address)).status).toBe(401);
    const refused = await login(OWNER, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatch(/Too many failed login attempts\. Please try again in \d+ minutes?\./);
  });

  it("checks one password at a time: a flood beyond the short queue is refused with 429 and Retry-After", async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ username: `flood-${i}@studio.test`, password: "wrong" }, `127.0.3.${i + 1}`),
      ),
    );
    const busy = replies.filter((r) => r.status === 429);
    expect(replies.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const reply of busy) {
      expect(reply.body).toContain("Too many logins are being checked right now. Please try again in a few seconds.");
      expect(reply.headers["retry-after"]).toBe("5");
    }
    // A refusal for a busy server does not count against the address.
    const again = await login({ username: "flood-0@studio.test", password: "wrong" }, "127.0.3.1");
    expect([401, 429]).toContain(again.status);
  });

  it("logs sign-ins, failures and refusals with address and account, never the password", () => {
    for (const msg of ["login succeeded", "login failed", "login throttled"]) {
      const line = logsFor(msg)[0];
      expect(line, msg).toBeTruthy();
      expect(line.address, msg).toMatch(/127\.0\./);
      expect(typeof line.account, msg).toBe("string");
    }
    const all = JSON.stringify(server.logs);
    expect(all).not.toContain(OWNER.password);
    expect(all).not.toContain("guess-1");
  });
});

describe("redirects after signing in", () => {
  // Each is checked after the path is resolved as a browser would: `/.//evil.example` becomes `//evil.example`.
  const targets = [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E/%2E//evil.example",
    "/admin/../..//evil.example",
    "/./\\evil.example",
  ];
  for (const target of [
    ...targets.map(encodeURIComponent),
    "%2F%09%2Fevil.example",
    "%2F%0A%2Fevil.example",
    "%2F%0D%2Fevil.example",
    "%2F%5C%2Fevil.example",
    "%2F%2Fevil.example",
    "https%3A%2F%2Fevil.example",
    "%2F%2F%2Fevil.example",
    "javascript%3Aalert(1)",
  ]) {
    it(`redirectTo=${target} leads to /admin/home, and the page renders`, async () => {
      const page = await send(quiet, `/admin/login?redirectTo=${target}`);
      expect(page.status).toBe(200);
      const reply = await login(OWNER, "127.0.0.30", {}, `?redirectTo=${target}`, quiet);
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe("/admin/home");
    });
  }

  it("keeps a same-site path", async () => {
    const reply = await login(
      OWNER,
      "127.0.0.30",
      {},
      `?redirectTo=${encodeURIComponent("/admin/projects?id=3")}`,
      quiet,
    );
    expect(reply.headers.location).toBe("/admin/projects?id=3");
  });
});

describe("the editors' old addresses", () => {
  for (const [old, now] of [
    ["/editHome", "/admin/pages/home"],
    ["/editStudio", "/admin/pages/studio"],
    ["/editCareer", "/admin/pages/career"],
    ["/editContact", "/admin/pages/contact"],
    ["/editProject?edit=3&q=house", "/admin/projects?edit=3&q=house"],
  ]) {
    it(`${old} moved for good to ${now}, for a bookmark and for a form sent from an old tab`, async () => {
      for (const method of ["GET", "POST"]) {
        const reply = await send(quiet, old, { method, headers: { Origin: quiet.base } });
        expect([method, reply.status, reply.headers.location]).toEqual([method, 308, now]);
      }
    });
  }

  it("the new address is the admin's page: signed out, it asks to sign in and comes back to it", async () => {
    const reply = await send(quiet, "/admin/pages/career");
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/admin/login?redirectTo=%2Fadmin%2Fpages%2Fcareer");
  });
});

describe("sessions", () => {
  const sessionToken = (cookie: string) => {
    const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0];
    return (JSON.parse(Buffer.from(value, "base64").toString("utf8")) as { sessionToken: string }).sessionToken;
  };
  const openDb = () => new Database(quiet.databasePath);
  const signIn = async () => {
    const reply = await login(OWNER, "127.0.0.40", {}, "", quiet);
    expect(reply.status).toBe(302);
    return cookiesOf(reply)
      .split("; ")
      .find((c) => c.startsWith(`${SESSION_COOKIE.plain}=`))!;
  };
  const adminHome = (cookie: string) => send(quiet, "/admin/home", { from: "127.0.0.40", headers: { Cookie: cookie } });

  it("on plain-http localhost the cookie is __session without Secure; on any other host it is __Host-session, Secure, Path=/, no Domain", async () => {
    const local = await login(OWNER, "127.0.0.40", {}, "", quiet);
    const localCookie = local.headers["set-cookie"]!.find((c) => c.startsWith("__session="))!;
    expect(localCookie).toMatch(/; HttpOnly/i);
    expect(localCookie).toMatch(/; SameSite=Lax/i);
    expect(localCookie).not.toMatch(/; Secure/i);

    const site = await login(OWNER, "127.0.0.40", { Host: "studio.example" }, "", quiet);
    expect(site.status).toBe(302);
    const siteCookie = site.headers["set-cookie"]!.find((c) => c.startsWith("__Host-session="))!;
    expect(siteCookie).toMatch(/; Secure/i);
    expect(siteCookie).toMatch(/; Path=\/(;|$)/i);
    expect(siteCookie).not.toMatch(/Domain=/i);
    expect(site.headers["set-cookie"]!.some((c) => c.startsWith("__Host-login-device=") && /; Secure/i.test(c))).toBe(
      true,
    );
    const home = await send(quiet, "/admin/home", {
      from: "127.0.0.40",
      headers: { Host: "studio.example", Cookie: cookiesOf(site) },
    });
    expect(home.status).toBe(200);
  });

  it("stores only the SHA-256 of the token, so the database holds no live token", async () => {
    const token = sessionToken(await signIn());
    const db = openDb();
    const rows = db.prepare("SELECT token_hash FROM sessions").all() as { token_hash: string }[];
    db.close();
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const files = fs.readdirSync(quiet.dir + "/data").map((f) => fs.readFileSync(`${quiet.dir}/data/${f}`));
    expect(files.some((bytes) => bytes.includes(token))).toBe(false);
  });

  it("ends after 12 idle hours; use within them slides the idle timeout", async () => {
    const cookie = await signIn();
    const hash = tokenHash(sessionToken(cookie));
    const db = openDb();
    const setLastSeen = (hoursAgo: number) =>
      db
        .prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
        .run(new Date(Date.now() - hoursAgo * 3600_000).toISOString(), hash);
    const lastSeen = () =>
      (
        db.prepare("SELECT last_seen_at FROM sessions WHERE token_hash = ?").get(hash) as
          { last_seen_at: string } | undefined
      )?.last_seen_at;

    setLastSeen(11);
    expect((await adminHome(cookie)).status).toBe(200);
    expect(Date.now() - Date.parse(lastSeen()!)).toBeLessThan(60_000);

    setLastSeen(12.5);
    const expired = await adminHome(cookie);
    expect(expired.status).toBe(303);
    expect(expired.headers.location).toBe("/admin/login?redirectTo=%2Fadmin%2Fhome");
    expect(lastSeen()).toBeUndefined();
    db.close();
  });

  it("ends at its absolute expiry however active, and sign-in deletes expired rows", async () => {
    const cookie = await signIn();
    const hash = tokenHash(sessionToken(cookie));
    const db = openDb();
    db.prepare("UPDATE sessions SET expires_at = ? WHERE token_hash = ?").run(
      new Date(Date.now() - 1000).toISOString(),
      hash,
    );
    expect((await adminHome(cookie)).status).toBe(303);

    const insert = db.prepare(
      "INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at) VALUES (?, 1, ?, ?)",
    );
    const past = new Date(Date.now() - 1000).toISOString();
    const now = new Date().toISOString();
    insert.run("expired-absolute", past, now);
    insert.run(
      "expired-idle",
      new Date(Date.now() + 86_400_000).toISOString(),
      new Date(Date.now() - 13 * 3600_000).toISOString(),
    );
    await signIn();
    const left = db.prepare("SELECT token_hash FROM sessions WHERE token_hash LIKE 'expired-%'").all();
    db.close();
    expect(left).toEqual([]);
  });
});
