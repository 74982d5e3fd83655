// /vitals over real HTTP against the built server: a visitor's report of a page's speed is kept with its device class
// and nothing about the sender; a bot's or a signed-in admin's is answered alike and not kept; anything that is not a
// report of a public page that exists is refused, a body past its cap while it still streams, and an address sending
// too many is told to wait. Needs `npm run build` first.
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { VITALS_BODY_MAX_BYTES } from "~/utils/web-vitals";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { readRows } from "../setup/read-database";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: RealServer;
let projectPage: string;
beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  const [{ link }] = query<{ link: string }>(
    "SELECT link FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL LIMIT 1",
  );
  projectPage = `/projects/detail/${link}`;
}, 300_000);
afterAll(() => server?.stop());

const query = <T>(sql: string) => readRows<T>(server.databasePath, sql);

/** A report as the browser's sendBeacon posts it: text, from the site's own page. */
const report = (body: unknown, from: string, headers: Record<string, string> = {}) =>
  send(server, "/vitals", {
    method: "POST",
    from,
    headers: {
      Origin: server.origin,
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": CHROME,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const studio = (metrics: unknown) => ({ path: "/studio", metrics });

describe("page speed reports", () => {
  it("keeps a visitor's report with the device class, not a bot's or an admin's, and sets no cookie", async () => {
    const accepted = [
      await report(studio([{ name: "LCP", value: 1800 }]), "127.61.0.1"),
      await report(
        {
          path: `/pt${projectPage}`,
          metrics: [
            { name: "LCP", value: 2600.5 },
            { name: "CLS", value: 0.12 },
            { name: "INP", value: 90 },
            { name: "FCP", value: 900 },
            { name: "TTFB", value: 40 },
          ],
        },
        "127.61.0.2",
        { "User-Agent": IPHONE },
      ),
      await report(studio([{ name: "LCP", value: 9999 }]), "127.61.0.3", { "User-Agent": GOOGLEBOT }),
      await report(studio([{ name: "LCP", value: 9999 }]), "127.61.0.4", { Cookie: await server.signIn() }),
    ];
    for (const reply of accepted) {
      expect(reply.status).toBe(204);
      expect(reply.headers["set-cookie"]).toBeUndefined();
    }
    expect(query("SELECT path, device, metric, value FROM web_vitals ORDER BY path, metric")).toEqual([
      { path: projectPage, device: "phone", metric: "CLS", value: 0.12 },
      { path: projectPage, device: "phone", metric: "FCP", value: 900 },
      { path: projectPage, device: "phone", metric: "INP", value: 90 },
      { path: projectPage, device: "phone", metric: "LCP", value: 2600.5 },
      { path: projectPage, device: "phone", metric: "TTFB", value: 40 },
      { path: "/studio", device: "desktop", metric: "LCP", value: 1800 },
    ]);
  });

  it("refuses what is not a report of a page that exists, a cross-site post, and a GET", async () => {
    const refused = async (body: unknown, headers: Record<string, string> = {}) => {
      const reply = await report(body, "127.62.0.1", headers);
      return { status: reply.status, body: reply.body };
    };
    const before = query("SELECT count(*) AS n FROM web_vitals");
    expect(await refused(studio([{ name: "FID", value: 12 }]))).toEqual({
      status: 400,
      body: JSON.stringify({ error: "unknown measure" }),
    });
    expect(await refused(studio([{ name: "LCP", value: 1e9 }]))).toEqual({
      status: 400,
      body: JSON.stringify({ error: "LCP out of range" }),
    });
    expect(await refused("{not json")).toEqual({ status: 400, body: JSON.stringify({ error: "not JSON" }) });
    expect(await refused({ path: "/admin/home", metrics: [{ name: "LCP", value: 1 }] })).toEqual({
      status: 400,
      body: JSON.stringify({ error: "not a public page" }),
    });
    expect(await refused({ path: "/projects/detail/no-such-project", metrics: [{ name: "LCP", value: 1 }] })).toEqual({
      status: 400,
      body: JSON.stringify({ error: "no such page" }),
    });
    expect((await refused(studio([{ name: "LCP", value: 1 }]), { Origin: "https://elsewhere.example" })).status).toBe(
      403,
    );
    expect((await send(server, "/vitals", { from: "127.62.0.1", headers: { "User-Agent": CHROME } })).status).toBe(405);
    expect(query("SELECT count(*) AS n FROM web_vitals")).toEqual(before);
  });

  it("answers 413 to a body past its cap while it still streams, and to one that says it is too large", async () => {
    // A chunked body that has not ended: 4 kB sent, the rest held back until the server answers (it never has to).
    const streaming = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(new URL("/vitals", server.origin), {
        method: "POST",
        headers: { "Transfer-Encoding": "chunked", Origin: server.origin, "User-Agent": CHROME },
        agent: false,
      });
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
        res.on("error", () => resolve({ status: res.statusCode!, text }));
      });
      req.on("error", reject);
      req.write(Buffer.alloc(4 * VITALS_BODY_MAX_BYTES, 0x20));
    });
    expect(streaming.status).toBe(413);
    expect(JSON.parse(streaming.text).errors.form).toContain("at most 1 KB");

    const declared = await report("x".repeat(64 * 1024), "127.62.0.2");
    expect(declared.status).toBe(413);
  });

  it("tells an address sending too many reports to wait, before reading them", async () => {
    const from = "127.63.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await report(studio([{ name: "TTFB", value: i }]), from)).status);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const limited = await report("not even JSON", from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await report(studio([{ name: "TTFB", value: 1 }]), "127.63.0.2")).status).toBe(204);
  });
});
