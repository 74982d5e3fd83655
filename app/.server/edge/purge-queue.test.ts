// The purge queue and the three purgers against a local HTTP server that records each request and answers as
// told: the request shapes are Cloudflare's (purge_cache by tags), Fastly's (purge by surrogate keys) and the
// repo's VCL's (PURGE with xkey-purge), as their documentation gives them; a CDN that is down misses no purge.
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { publish } from "~/.server/live/bus";

import {
  createPurgeWorker,
  enqueuePurge,
  PURGE_FAILURES_TO_SHOW,
  purgeQueueState,
  startPurges,
  stopPurges,
} from "./purge-queue";
import { cloudflarePurger, fastlyPurger, varnishPurger } from "./purgers";
import { tagsOfChange } from "./tags";

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let recorded: Recorded[] = [];
let answer = 200;
let base: string;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    recorded.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    res.writeHead(answer, { "Content-Type": "application/json" }).end(JSON.stringify({ success: answer === 200 }));
  });
});
const FAST = { retryBaseMs: 5, retryMaxMs: 20, pollMs: 10 };
const until = async (check: () => Promise<boolean> | boolean) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 5));
  expect(await check()).toBe(true);
};
const queued = async () => (await db.selectFrom("edge_purges").select("tags").execute()).map((row) => row.tags);

beforeAll(async () => {
  await migrateToLatest(db);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  recorded = [];
  answer = 200;
  await db.deleteFrom("edge_purges").execute();
});

describe("the purgers' requests", () => {
  it("Cloudflare: POST /client/v4/zones/{zone}/purge_cache with the tags in JSON, 30 a call, a bearer token", async () => {
    const zone = "0123456789abcdef0123456789abcdef";
    const tags = Array.from({ length: 31 }, (_, i) => `p-${i}`);
    expect(await cloudflarePurger(base, zone, "cf-token")(tags)).toEqual({ ok: true });
    expect(recorded.map((r) => [r.method, r.url])).toEqual([
      ["POST", `/client/v4/zones/${zone}/purge_cache`],
      ["POST", `/client/v4/zones/${zone}/purge_cache`],
    ]);
    expect(recorded[0].headers.authorization).toBe("Bearer cf-token");
    expect(recorded[0].headers["content-type"]).toBe("application/json");
    expect(JSON.parse(recorded[0].body)).toEqual({ tags: tags.slice(0, 30) });
    expect(JSON.parse(recorded[1].body)).toEqual({ tags: ["p-30"] });
  });

  it("Fastly: POST /service/{id}/purge with the keys in Surrogate-Key and the token in Fastly-Key", async () => {
    expect(await fastlyPurger(base, "SU1Z0isxPaozGVKXdv0eY", "fastly-token")(["home", "p-3"])).toEqual({ ok: true });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ method: "POST", url: "/service/SU1Z0isxPaozGVKXdv0eY/purge", body: "" });
    expect(recorded[0].headers["fastly-key"]).toBe("fastly-token");
    expect(recorded[0].headers["surrogate-key"]).toBe("home p-3");
  });

  it("Varnish: PURGE with the tags in xkey-purge; a refusal is a failure with its words", async () => {
    answer = 405;
    const result = await varnishPurger(`${base}/`)(["studio"]);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^405 /) });
    expect(recorded[0]).toMatchObject({ method: "PURGE", url: "/" });
    expect(recorded[0].headers["xkey-purge"]).toBe("studio");
  });
});

describe("the queue", () => {
  it("keeps a purge while the cache is down, tells the admin, and sends it once the cache is back, merged", async () => {
    answer = 503;
    await enqueuePurge(["home", "site"]);
    await enqueuePurge(["home", "p-2"]);
    const worker = createPurgeWorker(varnishPurger(base), FAST);
    worker.wake();
    await until(async () => (await purgeQueueState()).attempts >= PURGE_FAILURES_TO_SHOW);
    expect(await purgeQueueState()).toMatchObject({
      waiting: 2,
      failing: true,
      lastError: expect.stringMatching(/^503/),
    });
    answer = 200;
    await until(async () => (await queued()).length === 0);
    await worker.stop();
    expect(recorded.at(-1)!.headers["xkey-purge"]).toBe("home site p-2");
    expect(await purgeQueueState()).toMatchObject({ waiting: 0, failing: false });
  });

  it("follows the live bus: a published change queues and sends its tags; a draft's queues nothing", async () => {
    try {
      startPurges(varnishPurger(base));
      publish({ table: "drafts", op: "update", id: 7 });
      publish({ table: "studio", op: "update", id: 1 });
      await until(() => recorded.length === 1);
      expect(recorded[0].headers["xkey-purge"]).toBe("studio");
    } finally {
      await stopPurges();
    }
  });
});

describe("what a change purges", () => {
  it("names the pages that show it and no others", async () => {
    expect(await tagsOfChange({ table: "homepage", op: "update", id: 1 })).toEqual(["home"]);
    expect(await tagsOfChange({ table: "projects", op: "update", id: 0 })).toEqual(["lists", "p-0"]);
    expect(await tagsOfChange({ table: "projects", op: "insert", id: 5 })).toEqual(["lists", "p-5"]);
    expect(await tagsOfChange({ table: "projects", op: "delete", id: 5 })).toEqual(["p-5", "uploads"]);
    // The contact page is never kept, but the home's and studio's structured data name its address and contacts.
    expect(await tagsOfChange({ table: "contact", op: "update", id: 1 })).toEqual(["contact"]);
    expect(await tagsOfChange({ table: "career", op: "update", id: 1 })).toEqual([]);
    expect(await tagsOfChange({ table: "drafts", op: "update", id: 5 })).toEqual([]);
  });
});
