// One origin, configured, against the built server: every absolute URL the site makes comes from
// SITE_URL (or http://localhost:PORT), never from Host or X-Forwarded-*; those headers mint no
// page-cache entry; ALLOWED_HOSTS answers other hosts with 421; secret links' tokens never reach
// the log; errors are one JSON line each and never a stack trace for the visitor.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { en } from "~/utils/texts/en";
import { pt } from "~/utils/texts/pt";

import { postForm, type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

const SITE = "https://studio.example";
// Without TRUST_PROXY, and with it (the test's loopback address is then a trusted proxy).
let plain: RealServer;
let proxied: RealServer;

beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    startRealServer({}, { seeded: true }),
    startRealServer(
      { SITE_URL: SITE, TRUST_PROXY: "loopback", ALLOWED_HOSTS: "studio.example,localhost" },
      { seeded: true },
    ),
  ]);
}, 300_000);
afterAll(async () => {
  await plain?.stop();
  await proxied?.stop();
});

/** Every header a client or a proxy could use to name another address, one at a time and all together. */
const forgedHeaders = (server: RealServer): [string, Record<string, string>][] => {
  const each: [string, Record<string, string>][] = [
    ["X-Forwarded-Host", { "X-Forwarded-Host": "evil.example" }],
    ["X-Forwarded-Proto", { "X-Forwarded-Proto": "gopher" }],
    ["X-Forwarded-Port", { "X-Forwarded-Port": "6666" }],
    ["X-Forwarded-Prefix", { "X-Forwarded-Prefix": "/evil" }],
    ["X-Forwarded-Server", { "X-Forwarded-Server": "evil.example" }],
    ["X-Forwarded-For", { "X-Forwarded-For": "203.0.113.9" }],
    ["Forwarded", { Forwarded: "for=203.0.113.9;host=evil.example;proto=https" }],
  ];
  // Host itself only where no allow-list turns it away (that case has its own test).
  if (server === plain) each.unshift(["Host", { Host: `evil.example:${server.port}` }]);
  return [...each, ["all of them", Object.assign({}, ...each.map(([, headers]) => headers))]];
};

/** The absolute URLs a page's head holds. */
function headUrls(html: string): string[] {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  return [canonical, ogUrl, ogImage].filter((url): url is string => url !== undefined);
}

const outboxTexts = (server: RealServer) => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT text FROM mail_outbox ORDER BY id").all() as { text: string }[]).map((row) => row.text);
  } finally {
    db.close();
  }
};

describe.each([
  ["without SITE_URL or TRUST_PROXY", () => plain, () => plain.origin],
  ["with SITE_URL and TRUST_PROXY", () => proxied, () => SITE],
])("%s, every absolute URL names the configured origin", (_, server, origin) => {
  const host = (): Record<string, string> => (server() === proxied ? { Host: "studio.example" } : {});

  it("whatever Host or X-Forwarded-* header names: canonical, Open Graph, robots.txt, sitemap.xml", async () => {
    for (const [name, headers] of forgedHeaders(server())) {
      // A query string makes the page render afresh, so the forged headers reach the render.
      const studio = await send(server(), `/studio?forged=${encodeURIComponent(name)}`, {
        headers: { ...host(), ...headers },
      });
      expect(studio.status, name).toBe(200);
      const urls = headUrls(studio.body);
      expect(urls.length, name).toBeGreaterThanOrEqual(3);
      for (const url of urls) expect(url.startsWith(`${origin()}/`), `${name}: ${url}`).toBe(true);
      expect(studio.body, name).not.toContain("evil.example");
      const robots = await send(server(), "/robots.txt", { headers: { ...host(), ...headers } });
      expect(robots.body, name).toContain(`Sitemap: ${origin()}/sitemap.xml`);
      const sitemap = await send(server(), "/sitemap.xml", { headers: { ...host(), ...headers } });
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length, name).toBeGreaterThan(3);
      for (const loc of locs) expect(loc.startsWith(`${origin()}/`), `${name}: ${loc}`).toBe(true);
    }
  });

  it("a password-reset mail asked for with forged headers links to the configured origin", async () => {
    const before = outboxTexts(server()).length;
    // Sent as a script would (no Origin): nothing but the headers below names an address.
    const headers = Object.assign({}, ...forgedHeaders(server()).map(([, h]) => h), host());
    const reply = await postForm(
      server(),
      "/admin/forgot",
      { email: "admin@http-test.example" },
      { from: "127.0.0.21", headers },
    );
    expect(reply.status).toBe(200);
    const mail = outboxTexts(server()).slice(before).join("\n");
    const links = [...mail.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    expect(links).toHaveLength(1);
    expect(links[0].startsWith(`${origin()}/admin/reset/`)).toBe(true);
  });

  it("forged X-Forwarded-* headers hit the one cached copy of a page: 20 of 20 answered from the cache", async () => {
    const pageLines = () => server().logs.filter((line) => line.msg === "request" && line.path === "/");
    // Loaded until the cache holds it (it compresses off the request path).
    const earlier = pageLines().length;
    let sent = 0;
    for (; sent < 200 && !pageLines().some((line) => line.cached); sent++)
      await send(server(), "/", { headers: host() });
    // A rendered answer's line is written once it has finished, which on a busy machine may come after
    // the next (cached) answer's: every load's line is in before the flood's are counted.
    await expect.poll(() => pageLines().length).toBe(earlier + sent);
    const before = earlier + sent;
    for (let i = 0; i < 20; i++) {
      const headers = {
        ...host(),
        "X-Forwarded-Proto": i % 2 ? "https" : `p${i}`,
        "X-Forwarded-Host": `evil${i}.example`,
        "X-Forwarded-Port": String(1000 + i),
      };
      expect((await send(server(), "/", { headers })).status).toBe(200);
    }
    // Lines are written as answers finish: the last may come a moment after its answer.
    await expect.poll(() => pageLines().length - before).toBe(20);
    const flood = pageLines().slice(before);
    expect(flood.filter((line) => line.cached)).toHaveLength(20);
  });
});

describe("without SITE_URL", () => {
  it("the log warns once, naming the address links use, and the admin's home page says so", async () => {
    const warnings = plain.logs.filter((line) => line.level === "warn" && /SITE_URL is not set/.test(String(line.msg)));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].siteOrigin).toBe(plain.origin);
    expect(proxied.logs.some((line) => /SITE_URL is not set/.test(String(line.msg)))).toBe(false);
    const home = await send(plain, "/admin/home", { headers: { Cookie: await plain.signIn() } });
    expect(home.body).toContain("The site&#x27;s public address is not set");
    expect(home.body).toContain(`start with ${plain.origin}, which works only on this machine`);
    const configured = await send(proxied, "/admin/home", { headers: { Cookie: await proxied.signIn() } });
    expect(configured.status).toBe(200);
    expect(configured.body).not.toContain("public address is not set");
  });
});

describe("ALLOWED_HOSTS", () => {
  it("answers another Host with 421 before anything runs, cached page or form post alike; its own names are served", async () => {
    for (const [pathname, method] of [
      ["/", "GET"],
      ["/studio", "GET"],
      ["/admin/login", "POST"],
    ] as const) {
      const reply = await send(proxied, pathname, {
        method,
        headers: { Host: "evil.example", "X-Forwarded-Host": "studio.example" },
        body: method === "POST" ? "username=a&password=b" : undefined,
      });
      expect(reply.status, pathname).toBe(421);
      expect(reply.body).toBe("This server does not answer for that host name.\n");
      expect(reply.body).toBe(`${en.refusal.statuses[421].text}\n`);
    }
    const refused = () => proxied.logs.filter((line) => line.msg === "request for another host refused");
    await expect.poll(() => refused().length).toBe(3);
    // Nothing else ran for those requests: no other line carries their ids.
    const ids = new Set(refused().map((line) => line.requestId));
    expect(ids.size).toBe(3);
    expect(
      proxied.logs.filter((line) => ids.has(line.requestId) && line.msg !== "request for another host refused"),
    ).toEqual([]);
    // A browser following a stale link to another name reads the edge's small page, in the language of the
    // path asked for, with a link to the site's own address.
    for (const [pathname, texts, home] of [
      ["/pt/studio?from=old", pt, `${SITE}/pt/`],
      ["/studio", en, `${SITE}/`],
      ["/xx/studio", en, `${SITE}/`],
    ] as const) {
      const reply = await send(proxied, pathname, { headers: { Host: "old-name.example", Accept: "text/html" } });
      expect(reply.status, pathname).toBe(421);
      expect(reply.headers["content-type"], pathname).toBe("text/html; charset=utf-8");
      expect(reply.headers["cache-control"], pathname).toBe("no-store");
      expect(reply.headers.connection, pathname).toBe("close");
      expect(reply.headers["x-content-type-options"], pathname).toBe("nosniff");
      const { title, text } = texts.refusal.statuses[421];
      expect(reply.body, pathname).toContain(`<html lang="${texts === pt ? "pt" : "en"}">`);
      expect(reply.body, pathname).toContain(
        `<title>${title}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="${home}">${texts.refusal.back}</a></p>`,
      );
    }
    expect((await send(proxied, "/studio", { headers: { Host: "STUDIO.example:443" } })).status).toBe(200);
    expect((await send(proxied, "/healthz", { headers: { Host: `localhost:${proxied.port}` } })).status).toBe(200);
  });
});

describe("the log", () => {
  it("never holds a reset link's token, however the link is requested", async () => {
    const before = outboxTexts(plain).length;
    await postForm(
      plain,
      "/admin/forgot",
      { email: "admin@http-test.example" },
      { from: "127.0.0.22", headers: { Origin: plain.origin } },
    );
    const link = outboxTexts(plain)
      .slice(before)
      .join("\n")
      .match(/\/admin\/reset\/(\S+)/);
    expect(link).not.toBeNull();
    const token = link![1];
    const page = await send(plain, `/admin/reset/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("password");
    for (const pathname of [
      `/ADMIN/RESET/${token}`,
      `/admin/reset/${token}?x=1`,
      `/admin/invite/${token}`,
      `/projects/detail/x?preview=${token}`,
    ])
      await send(plain, pathname);
    const lines = plain.logs.filter((line) =>
      String(line.path ?? "")
        .toLowerCase()
        .startsWith("/admin/reset/"),
    );
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(
      lines.every((line) => line.path === "/admin/reset/[redacted]" || line.path === "/ADMIN/RESET/[redacted]"),
    ).toBe(true);
    expect(plain.output()).not.toContain(token);
  });
});

describe("errors", () => {
  let broken: RealServer;
  beforeAll(async () => {
    // A promise nobody awaits, rejected on a signal: the real process's handler, not a stand-in.
    broken = await startRealServer(
      {},
      {
        nodeArgs: [
          "--import",
          "data:text/javascript,process.on('SIGUSR2', () => Promise.reject(new Error('nobody awaited this')))",
        ],
      },
    );
  }, 120_000);
  afterAll(() => broken?.stop());

  const errorLines = () => broken.logs.filter((line) => line.level === "error");
  const requestIdOf = (path: string) =>
    broken.logs.find((line) => line.msg === "request" && line.path === path)?.requestId;

  it("a loader's error is one JSON line with the request's id; the visitor gets the error page, no stack", async () => {
    const db = new Database(broken.databasePath);
    db.exec("DROP TABLE projects");
    db.close();
    const before = errorLines().length;
    const page = await send(broken, "/projects?broken=1");
    expect(page.status).toBe(500);
    expect(page.body).not.toMatch(/no such table|\n\s+at |\.js:\d+/);
    await expect.poll(() => requestIdOf("/projects")).toBeDefined();
    const lines = errorLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request failed", path: "/projects", requestId: requestIdOf("/projects") });
    expect(String(lines[0].error)).toContain("no such table: projects");
    expect(broken.output()).not.toMatch(/^\s+at /m);
  });

  it("an error outside Remix is one JSON line with the request's id, and a plain 500 without a stack", async () => {
    const before = errorLines().length;
    // A Host no URL can hold fails before Remix runs.
    const reply = await send(broken, "/studio", { headers: { Host: "exa mple" } });
    expect(reply.status).toBe(500);
    expect(reply.body).toBe("Something went wrong on our side. Please try again in a moment.\n");
    await expect.poll(() => requestIdOf("/studio")).toBeDefined();
    const lines = errorLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request failed", path: "/studio", requestId: requestIdOf("/studio") });
  });

  it("a missing upload is a 404 that logs no error", async () => {
    const before = errorLines().length;
    expect((await send(broken, "/uploads/images/nothing-here.webp")).status).toBe(404);
    expect(errorLines().slice(before)).toHaveLength(0);
  });

  it("an unhandled rejection is one JSON line, and the server serves on", async () => {
    process.kill(broken.pid, "SIGUSR2");
    await expect.poll(() => errorLines().filter((line) => line.msg === "unhandled rejection")).toHaveLength(1);
    expect(String(errorLines().find((line) => line.msg === "unhandled rejection")!.error)).toContain(
      "nobody awaited this",
    );
    expect((await send(broken, "/healthz")).status).toBe(200);
  });
});

describe("a .env file beside the server", () => {
  it("is read at start, and the environment wins over it", async () => {
    // The built server run from a folder of its own (server.js and build/ linked), holding only a .env.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-dotenv-"));
    fs.symlinkSync(path.resolve("server.js"), path.join(dir, "server.js"));
    fs.symlinkSync(path.resolve("build"), path.join(dir, "build"));
    fs.writeFileSync(path.join(dir, ".env"), "SITE_URL=https://from-dotenv.example\nADMIN_EMAIL=dotenv@studio.test\n");
    const server = await startRealServer({ ENV_FILE: undefined }, { cwd: dir });
    try {
      expect((await send(server, "/robots.txt")).body).toContain("Sitemap: https://from-dotenv.example/sitemap.xml");
      // ADMIN_EMAIL came from the environment too (the test's admin): that one is used.
      expect(server.logs.find((line) => line.msg === "admin account created")?.email).toBe("admin@http-test.example");
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
