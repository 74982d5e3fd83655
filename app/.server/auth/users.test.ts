import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./users";

const ORIGIN = "https://studio.example";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirect("/editProject?id=3#media", ORIGIN)).toBe("/editProject?id=3#media");
    expect(safeRedirect("/admin/inbox/contact/4", ORIGIN)).toBe("/admin/inbox/contact/4");
  });

  it.each([
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["tab in the middle of a path", "/admin\thome"],
    ["backslash", "\\evil.example"],
    ["slash backslash", "/\\evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/admin/home"],
    ["triple slash", "///evil.example"],
    ["encoded slashes, decoded once by the query string", decodeURIComponent("%2F%2Fevil.example")],
    ["https URL", "https://evil.example/"],
    ["http URL of this very site", "http://studio.example/admin/home"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["relative path", "admin/home"],
    ["empty", ""],
    ["space first", " /admin/home"],
    ["NUL", "/admin\u0000/home"],
  ])("falls back to /admin/home for a %s target", (_, target) => {
    expect(safeRedirect(target, ORIGIN)).toBe("/admin/home");
  });

  it("falls back for anything that is not a string", () => {
    expect(safeRedirect(null, ORIGIN)).toBe("/admin/home");
    expect(safeRedirect(undefined, ORIGIN)).toBe("/admin/home");
    expect(safeRedirect(new File(["x"], "x.txt"), ORIGIN)).toBe("/admin/home");
  });

  it("keeps an encoded slash inside a path as it is: the browser does not decode it into a new host", () => {
    expect(safeRedirect("/%2F%2Fevil.example", ORIGIN)).toBe("/%2F%2Fevil.example");
  });
});

describe("an account hashed with older scrypt settings", () => {
  it("signs in with its password and is rehashed with today's (16 MiB) settings, once", async () => {
    const { authenticator } = await import("./users");
    const { db, migrateToLatest } = await import("~/.server/db/db");
    await migrateToLatest(db);
    // The N=2^17 (128 MiB) hash the first wave stored, for the password "an-older-password".
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync("an-older-password", salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const old = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    await db.insertInto("users").values({ email: "older@studio.test", password_hash: old }).execute();
    const signIn = () =>
      authenticator.authenticate(
        "form",
        new Request("http://localhost/admin/login", { method: "POST", body: new URLSearchParams({ username: "older@studio.test", password: "an-older-password" }) }),
      );
    await expect(signIn()).resolves.toMatchObject({ email: "older@studio.test" });
    const stored = await db.selectFrom("users").select("password_hash").where("email", "=", "older@studio.test").executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    await expect(signIn()).resolves.toMatchObject({ email: "older@studio.test" });
  });
});
