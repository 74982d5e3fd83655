// The second step of a sign-in, over HTTP against the built server: nothing of the admin answers a half
// session (no page, no data request), wrong codes are throttled per address and account without locking
// the owner out from elsewhere, and a code works once.
import Database from "better-sqlite3";
import { generate, generateSecret } from "otplib";
import { afterAll, beforeAll, expect, it } from "vitest";

import { sealSecret } from "../../app/.server/auth/totp";
import { env } from "../../app/.server/env";
import { cookiesOf, postForm, type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

const OWNER = { username: "owner@studio.test", password: "the-owners-long-password" };
const secret = generateSecret();
let server: RealServer;

beforeAll(async () => {
  // The server seals and opens the app's secret with its session secret: the test seals it with the same one.
  server = await startRealServer({
    ADMIN_EMAIL: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    SESSION_SECRET: env().sessionSecret,
  });
  const database = new Database(server.databasePath);
  database.prepare("UPDATE users SET totp_secret = ? WHERE email = ?").run(sealSecret(secret), OWNER.username);
  database.close();
}, 300_000);
afterAll(() => server?.stop());

const codeNow = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/** The password step, from `from`: the half session's cookie. */
async function passwordStep(from: string) {
  const reply = await postForm(server, "/admin/login", OWNER, { from });
  expect(reply.status).toBe(302);
  expect(reply.headers.location).toMatch(/^\/admin\/verify/);
  return cookiesOf(reply);
}

const verify = (cookie: string, code: string, from: string) =>
  postForm(server, "/admin/verify", { code }, { from, headers: { cookie } });

it("a half session reaches no admin page and no data request", async () => {
  const cookie = await passwordStep("127.0.0.2");
  for (const path of [
    "/admin/home",
    "/admin/projects",
    "/admin/security",
    "/admin/home.data",
    "/admin/projects.data",
  ]) {
    const reply = await send(server, path, { from: "127.0.0.2", headers: { cookie } });
    expect(reply.status, path).not.toBe(200);
    expect(reply.body, path).not.toContain(OWNER.username);
  }
  const home = await send(server, "/admin/home", { from: "127.0.0.2", headers: { cookie } });
  expect(home.headers.location).toMatch(/^\/admin\/(verify|login)/);
});

it("wrong codes are throttled for that address; the owner still gets in from another, and a code works once", async () => {
  const cookie = await passwordStep("127.0.0.3");
  for (let i = 0; i < 5; i++) expect((await verify(cookie, "000000", "127.0.0.3")).status).toBe(401);
  const throttled = await verify(cookie, await codeNow(), "127.0.0.3");
  expect(throttled.status).toBe(429);
  expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);

  const owner = await passwordStep("127.0.0.4");
  const code = await codeNow();
  const signedIn = await verify(owner, code, "127.0.0.4");
  expect(signedIn.status).toBe(302);
  const session = cookiesOf(signedIn);
  expect((await send(server, "/admin/home", { from: "127.0.0.4", headers: { cookie: session } })).status).toBe(200);

  // The same code again, in a new sign-in within its window: refused.
  const again = await passwordStep("127.0.0.5");
  expect((await verify(again, code, "127.0.0.5")).status).toBe(401);
});
