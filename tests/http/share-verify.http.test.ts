// A share link that verifies its recipient, over HTTP against the built server: a link scanner's HEAD or GET mails
// nothing and shows nothing of the selection; the code page is as private as the link's pages and names the
// address only masked; its posts are capped while they stream and refused from another site.
import crypto from "node:crypto";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
const token = crypto.randomBytes(32).toString("base64url");
const EMAIL = "jury-member@client.example";
const TITLE = "Verified over HTTP";
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" };

const mailsTo = () => {
  const sqlite = new Database(server.databasePath);
  const { n } = sqlite.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?").get(EMAIL) as {
    n: number;
  };
  sqlite.close();
  return n;
};
const post = (body: string, extra: Record<string, string> = {}) =>
  send(server, `/s/${token}/verify`, {
    method: "POST",
    headers: { ...server.headers(), ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", ...extra },
    body,
  });

beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  const sqlite = new Database(server.databasePath);
  const selection = Number(sqlite.prepare("INSERT INTO selections (title) VALUES (?)").run(TITLE).lastInsertRowid);
  sqlite
    .prepare(
      `INSERT INTO share_links (selection_id, token_hash, recipient_name, recipient_email, expires_at, verify_recipient)
       VALUES (?, ?, 'Jury', ?, ?, 1)`,
    )
    .run(
      selection,
      crypto.createHash("sha256").update(token).digest("hex"),
      EMAIL,
      new Date(Date.now() + 86_400_000).toISOString(),
    );
  sqlite.close();
}, 120_000);
afterAll(() => server?.stop());

describe("a link that verifies its recipient", () => {
  it("sends what opens it to the code page, privately, and mails nothing on sight", async () => {
    for (const method of ["GET", "HEAD"]) {
      const opened = await send(server, `/s/${token}`, { method, headers: BROWSER });
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe(`/s/${token}/verify`);
      expect(opened.headers["cache-control"]).toBe("private, no-store");
    }
    const page = await send(server, `/s/${token}/verify`, { headers: BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain("j***@client.example");
    expect(page.body).not.toContain(EMAIL);
    expect(page.body).not.toContain(TITLE);
    expect(mailsTo()).toBe(0);
  });

  it("refuses a post from another site, and one over its cap while it streams", async () => {
    const ask = "intent=send";
    expect((await post(ask, { Origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await post(`intent=check&code=${"1".repeat(10_000)}`)).status).toBe(413);
    expect(mailsTo()).toBe(0);
    const asked = await post(ask);
    expect(asked.status).toBe(302);
    expect(mailsTo()).toBe(1);
  });
});
