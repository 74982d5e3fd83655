// Passkey sign-in over HTTP against the built server, with a software authenticator: an answer signs in
// once (a replayed challenge is refused), only from the browser that asked, the options and the answers
// are rate-limited per address without locking the owner out from elsewhere, and bodies are capped.
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";

import { cookiesOf, type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { softAuthenticator } from "../setup/soft-authenticator";

const OWNER = { email: "owner@studio.test", password: "the-owners-long-password" };
const key = softAuthenticator();
let server: RealServer;
let counter = 0;

beforeAll(async () => {
  server = await startRealServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  const database = new Database(server.databasePath);
  const { id } = database.prepare("SELECT id FROM users WHERE email = ?").get(OWNER.email) as { id: number };
  database
    .prepare("INSERT INTO passkeys (id, user_id, name, public_key, counter) VALUES (?, ?, 'Laptop', ?, 0)")
    .run(key.id, id, key.cosePublicKey);
  database.close();
}, 300_000);
afterAll(() => server?.stop());

const postJson = (path: string, body: unknown, from: string, cookie?: string) =>
  send(server, path, {
    method: "POST",
    from,
    headers: { "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A sign-in challenge for this address: the cookie that binds it, and the challenge. */
async function challengeFor(from: string) {
  const reply = await postJson("/admin/passkey/options", { ceremony: "sign-in" }, from);
  expect(reply.status).toBe(200);
  const { options } = JSON.parse(reply.body) as { options: { challenge: string; rpId: string } };
  expect(options.rpId).toBe("localhost");
  return { cookie: cookiesOf(reply), challenge: options.challenge };
}

const answerTo = (challenge: string) =>
  key.assert({ challenge, origin: server.origin, rpId: "localhost" }, (counter += 1));

it("a passkey signs in without an email, once per challenge, and only from the browser that asked", async () => {
  const fresh = await challengeFor("127.0.0.2");
  // Counter 0, as synced passkeys send: only the spent challenge stops a replay.
  const response = key.assert({ challenge: fresh.challenge, origin: server.origin, rpId: "localhost" }, 0);
  const body = { ceremony: "sign-in", response, redirectTo: "/admin/security" };
  // The answer from a browser without the challenge's cookie: refused.
  expect((await postJson("/admin/passkey/verify", body, "127.0.0.2")).status).toBe(401);
  const signedIn = await postJson("/admin/passkey/verify", body, "127.0.0.2", fresh.cookie);
  expect(signedIn.status).toBe(200);
  expect(JSON.parse(signedIn.body)).toEqual({ redirect: "/admin/security" });
  const session = cookiesOf(signedIn);
  const page = await send(server, "/admin/security", { from: "127.0.0.2", headers: { cookie: session } });
  expect(page.status).toBe(200);
  expect(page.body).toContain("factor: passkey");

  // The same request again (a replayed challenge): refused, and no session.
  const replayed = await postJson("/admin/passkey/verify", body, "127.0.0.2", fresh.cookie);
  expect(replayed.status).toBe(401);
  const after = await send(server, "/admin/home", { from: "127.0.0.2", headers: { cookie: cookiesOf(replayed) } });
  expect(after.status).toBe(303);
  expect(JSON.parse(replayed.body)).toEqual({ error: expect.stringMatching(/passkey was not accepted/) });
});

it("options are limited per address; other addresses still get theirs", async () => {
  let reply;
  for (let i = 0; i < 30; i++) {
    reply = await postJson("/admin/passkey/options", { ceremony: "sign-in" }, "127.0.0.3");
    expect(reply.status).toBe(200);
  }
  reply = await postJson("/admin/passkey/options", { ceremony: "sign-in" }, "127.0.0.3");
  expect(reply.status).toBe(429);
  expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
  expect((await postJson("/admin/passkey/options", { ceremony: "sign-in" }, "127.0.0.4")).status).toBe(200);
});

it("wrong answers are throttled for that address and account; the owner still signs in from another", async () => {
  const stranger = softAuthenticator();
  for (let i = 0; i < 5; i++) {
    const { cookie, challenge } = await challengeFor("127.0.0.5");
    // The owner's passkey id, signed by another key: a forged answer.
    const forged = { ...stranger.assert({ challenge, origin: server.origin, rpId: "localhost" }, 99), id: key.id };
    forged.rawId = key.id;
    expect(
      (await postJson("/admin/passkey/verify", { ceremony: "sign-in", response: forged }, "127.0.0.5", cookie)).status,
    ).toBe(401);
  }
  const { cookie, challenge } = await challengeFor("127.0.0.5");
  const throttled = await postJson(
    "/admin/passkey/verify",
    { ceremony: "sign-in", response: answerTo(challenge) },
    "127.0.0.5",
    cookie,
  );
  expect(throttled.status).toBe(429);
  expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);

  const owner = await challengeFor("127.0.0.6");
  const signedIn = await postJson(
    "/admin/passkey/verify",
    { ceremony: "sign-in", response: answerTo(owner.challenge) },
    "127.0.0.6",
    owner.cookie,
  );
  expect(signedIn.status).toBe(200);
});

it("bodies are capped while they stream", async () => {
  const big = JSON.stringify({ ceremony: "sign-in", response: { id: "x", padding: "a".repeat(40_000) } });
  expect((await postJson("/admin/passkey/verify", big, "127.0.0.7")).status).toBe(413);
  const options = JSON.stringify({ ceremony: "sign-in", redirectTo: "/".repeat(4_000) });
  expect((await postJson("/admin/passkey/options", options, "127.0.0.7")).status).toBe(413);
});
