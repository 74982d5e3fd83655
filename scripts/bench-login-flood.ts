// npm run bench:login-flood — does a login flood stall static files and image work? Starts the built
// server (production, empty database), then measures a static asset's GET and an admin image upload
// (sharp encoding) twice in the same run: quiet, and while 20 clients send wrong passwords as fast as
// they are answered, each try from a new loopback address and for a new account, so every try reaches
// the password hash gate (2 hashes at once, a short queue, then 429). Run `npm run build` first.
import fs from "node:fs";
import http from "node:http";

import sharp from "sharp";

import { cookiesOf, postForm, type RealServer, send, startRealServer } from "./lib/production-server";

const OWNER = { username: "bench@studio.test", password: "bench-password-long-enough" };
const ASSET_GETS = 100;
const UPLOADS = 6;
const FLOOD_CLIENTS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

function upload(server: RealServer, cookie: string, image: Buffer): Promise<number> {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncarousel-add\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/admin/pages/home",
        method: "POST",
        agent: false,
        headers: {
          Host: `localhost:${server.port}`,
          Cookie: cookie,
          Origin: server.origin,
          Accept: "application/json",
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": body.length,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function measure(server: RealServer, cookie: string, asset: string, image: Buffer) {
  const gets: number[] = [];
  for (let i = 0; i < ASSET_GETS; i++) gets.push(await timed(() => send(server, asset)));
  const uploads: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    uploads.push(
      await timed(async () => {
        const status = await upload(server, cookie, image);
        if (status !== 200) throw new Error(`upload answered ${status}`);
      }),
    );
  }
  return { gets, uploads };
}

const server = await startRealServer({ ADMIN_EMAIL: OWNER.username, ADMIN_PASSWORD: OWNER.password });
try {
  const signedIn = await postForm(server, "/admin/login", OWNER);
  const cookie = cookiesOf(signedIn);
  const asset = `/assets/${fs.readdirSync("build/client/assets").find((f) => f.endsWith(".js"))}`;
  const image = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 120, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();

  const quiet = await measure(server, cookie, asset, image);

  let flooding = true;
  const outcomes = new Map<number, number>();
  let sequence = 0;
  const floodClient = async () => {
    while (flooding) {
      const n = sequence++;
      const from = `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
      const reply = await postForm(
        server,
        "/admin/login",
        { username: `flood-${n}@studio.test`, password: "wrong" },
        { from },
      );
      outcomes.set(reply.status, (outcomes.get(reply.status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const clients = Array.from({ length: FLOOD_CLIENTS }, floodClient);
  const flood = await measure(server, cookie, asset, image);
  flooding = false;
  await Promise.all(clients);
  const seconds = (performance.now() - started) / 1000;

  const row = (name: string, values: number[]) =>
    `${name.padEnd(28)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms`;
  console.log(
    `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}; sharp.concurrency in the server: 2; password hashes at once: 2`,
  );
  console.log(row("static asset, quiet", quiet.gets));
  console.log(row("static asset, login flood", flood.gets));
  console.log(row("image upload, quiet", quiet.uploads));
  console.log(row("image upload, login flood", flood.uploads));
  const evaluated = server.logs.filter((line) => line.msg === "login failed").length;
  console.log(
    `flood: ${sequence} tries in ${seconds.toFixed(1)} s, ${evaluated} passwords checked (${(evaluated / seconds).toFixed(1)}/s), answers ${JSON.stringify(Object.fromEntries(outcomes))}`,
  );
} finally {
  await server.stop();
}
