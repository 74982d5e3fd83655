// The one logger: JSON lines, the request's id on every line logged while it is answered, and
// LOG_LEVEL choosing what is written.
import { afterEach, expect, it, vi } from "vitest";

import { log, withRequestId } from "./log";

const written = () => {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(JSON.parse(line)));
  return lines;
};

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.LOG_LEVEL;
});

it("writes one JSON object per line, carrying the id of the request being answered", async () => {
  const lines = written();
  log("info", "outside");
  const id = await withRequestId(async (requestId) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    log("warn", "inside", { status: 413 });
    return requestId;
  });
  expect(lines[0]).toMatchObject({ level: "info", msg: "outside" });
  expect(lines[0]).not.toHaveProperty("requestId");
  expect(lines[1]).toMatchObject({ level: "warn", msg: "inside", status: 413, requestId: id });
  expect(typeof lines[1].time).toBe("string");
});

it("leaves out lines below LOG_LEVEL, and writes info and above when it is unset", () => {
  const lines = written();
  log("debug", "hidden by default");
  log("info", "shown by default");
  process.env.LOG_LEVEL = "warn";
  log("info", "hidden at warn");
  log("error", "shown at warn");
  process.env.LOG_LEVEL = "debug";
  log("debug", "shown at debug");
  expect(lines.map((l) => l.msg)).toEqual(["shown by default", "shown at warn", "shown at debug"]);
});

it("cuts the token of every secret link from a line, in any field, message or case, and keeps the rest", () => {
  const lines = written();
  log("info", "request", { path: "/admin/reset/abc123-DEF_456", status: 200 });
  log("info", "request", { path: "/ADMIN/Invite/tok.en~1/extra" });
  log("error", "render failed at http://studio.example/projects/detail/villa?x=1&preview=v1.sig-n_a", {
    error: "Error: at /admin/reset/zzz\n    at f",
  });
  const text = JSON.stringify(lines);
  for (const token of ["abc123-DEF_456", "tok.en~1", "v1.sig-n_a", "zzz"]) expect(text).not.toContain(token);
  expect(lines[0].path).toBe("/admin/reset/[redacted]");
  expect(lines[1].path).toBe("/ADMIN/Invite/[redacted]/extra");
  expect(lines[2].msg).toBe("render failed at http://studio.example/projects/detail/villa?x=1&preview=[redacted]");
});

it("cuts a token whose link is spelled with percent-encoded letters or doubled slashes, as routes still match it", () => {
  const lines = written();
  log("info", "request", { path: "/%73/share-token-1" });
  log("info", "request", { path: "/%61dmin/%72eset/reset-token-2" });
  log("info", "request", { path: "/admin//invite//invite-token-3" });
  log("info", "request", { path: "/projects?%70review=preview-token-4" });
  log("info", "request", { path: "/s/%74oken-5" });
  const text = JSON.stringify(lines);
  for (const token of ["share-token-1", "reset-token-2", "invite-token-3", "preview-token-4", "oken-5"])
    expect(text).not.toContain(token);
  expect(lines[0].path).toBe("/s/[redacted]");
});
