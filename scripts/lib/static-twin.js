// The bench's baseline: a plain node:http server answering, from memory, exactly the bytes and headers
// the app answered for each path. Usage: node static-twin.js <responses.json> <port>
import fs from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
/** @type {Record<string, { status: number, headers: Record<string, string | string[]>, body: string }>} */
const saved = JSON.parse(fs.readFileSync(file, "utf8"));
const responses = new Map(
  Object.entries(saved).map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, "base64") }]),
);

http
  .createServer((req, res) => {
    const r = responses.get(req.url ?? "");
    if (!r) return res.writeHead(404).end();
    res.writeHead(r.status, r.headers).end(r.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
