// The edge lets go of a request once its connection is gone: a body answered early (a refusal, a
// rate limit) and then cut by the client must not stay in memory for the route's time limit.
import http from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createEdge } from "./edge.js";

let server: http.Server;
let base: string;
const requests: WeakRef<object>[] = [];
let serverSocketClosed: Promise<void>;

beforeAll(async () => {
  const edge = createEdge({
    siteUrl: undefined,
    // A long time limit, as an upload's: the request must go long before it.
    bodyLimit: async () => ({
      bytes: 1024 * 1024,
      ms: 10 * 60_000,
      tooLarge: "Too large",
      tooSlow: "Too slow",
      page: { lang: "en", home: "/", back: "Back", titles: {} },
      json: false,
    }),
    bodyReadBytesPerS: 16 * 1024 * 1024,
    linger: { ms: 500, bytes: 64 * 1024 },
    crossSiteRefusal: () => ({ message: "Cross-site", page: { lang: "en", home: "/", back: "Back", titles: {} } }),
  });
  const app = express();
  app.use(edge.meterBodies);
  app.post("/refused", (req, res) => {
    requests.push(new WeakRef(req));
    serverSocketClosed = new Promise((resolve) => req.socket.once("close", () => resolve()));
    // Answered without reading the body, as a rate-limited upload is.
    res.status(429).send("Too many");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const collected = async (ref: WeakRef<object>) => {
  // Collections until the request is gone, or clearly kept (finalisation may take a few turns).
  for (let turn = 0; turn < 20 && ref.deref(); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    global.gc?.();
  }
  return ref.deref() === undefined;
};

it("forgets a request answered early once the client cuts its connection mid-body", async () => {
  expect(global.gc, "vitest runs with --expose-gc").toBeTypeOf("function");
  await new Promise<void>((resolve, reject) => {
    const req = http.request(`${base}/refused`, {
      method: "POST",
      agent: false,
      headers: { "Transfer-Encoding": "chunked" },
    });
    req.on("response", (res) => {
      expect(res.statusCode).toBe(429);
      res.resume();
      // The client gives up mid-upload.
      req.destroy();
      resolve();
    });
    req.on("error", (error) => (error.message.includes("socket hang up") ? resolve() : reject(error)));
    req.write(Buffer.alloc(16 * 1024, 1));
  });
  await serverSocketClosed;
  expect(requests).toHaveLength(1);
  expect(await collected(requests[0])).toBe(true);
});
