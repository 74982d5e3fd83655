import { describe, expect, it } from "vitest";
import { safeRedirect } from "./auth.server";

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
