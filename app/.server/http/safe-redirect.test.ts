import { describe, expect, it } from "vitest";

import { safeRedirect } from "./safe-redirect";

/** Every way we know to turn a path into another host once a browser (or a URL parser) has read it. */
const HOSTILE_REDIRECTS: [string, string][] = [
  ["dot segment", "/.//evil.example"],
  ["dot-dot segment", "/..//evil.example"],
  ["encoded dot", "/%2e//evil.example"],
  ["encoded dot-dot", "/%2e%2e//evil.example"],
  ["upper-case encoded dot", "/%2E//evil.example"],
  ["mixed dot-dot", "/.%2e//evil.example"],
  ["dot segments deeper", "/admin/../..//evil.example"],
  ["dot then backslash", "/./\\evil.example"],
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
  ["http URL of this very site", "http://localhost/admin/home"],
  ["scheme-relative with credentials", "//user@evil.example"],
  ["javascript", "javascript:alert(1)"],
  ["data", "data:text/html,<script>alert(1)</script>"],
  ["relative path", "admin/home"],
  ["empty", ""],
  ["space first", " /admin/home"],
  ["NUL", "/admin\u0000/home"],
];

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirect("/admin/projects?id=3#media")).toBe("/admin/projects?id=3#media");
    expect(safeRedirect("/admin/inbox/contact/4")).toBe("/admin/inbox/contact/4");
  });

  it("answers a path as resolved: dot segments that stay on the site are followed", () => {
    expect(safeRedirect("/admin/./inbox/../home")).toBe("/admin/home");
  });

  it.each(HOSTILE_REDIRECTS)("falls back to /admin/home for a %s target", (_, target) => {
    expect(safeRedirect(target)).toBe("/admin/home");
  });

  it("falls back for anything that is not a string", () => {
    expect(safeRedirect(null)).toBe("/admin/home");
    expect(safeRedirect(undefined)).toBe("/admin/home");
    expect(safeRedirect(new File(["x"], "x.txt"))).toBe("/admin/home");
  });

  it("keeps an encoded slash inside a path as it is: the browser does not decode it into a new host", () => {
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/%5Cevil.example")).toBe("/%5Cevil.example");
  });
});
