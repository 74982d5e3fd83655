// The first start without ADMIN_PASSWORD: the generated password goes to a private file, not the log.
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postForm, type RealServer, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer({ ADMIN_EMAIL: "first@studio.test", ADMIN_PASSWORD: "" });
}, 300_000);
afterAll(() => server?.stop());

describe("a generated first admin password", () => {
  it("is written to a 0600 file beside the database, the log names only the file, and it signs in", async () => {
    const file = path.join(path.dirname(server.databasePath), "first-admin-password.txt");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const [email, password] = fs.readFileSync(file, "utf8").trim().split("\n");
    expect(email).toBe("first@studio.test");
    expect(password.length).toBeGreaterThanOrEqual(20);

    const created = server.logs.find((line) => String(line.msg).startsWith("admin account created"));
    expect(created).toMatchObject({ email: "first@studio.test", passwordFile: file });
    expect(JSON.stringify(server.logs)).not.toContain(password);

    const reply = await postForm(server, "/admin/login", { username: email, password });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe("/admin/home");
  });
});
