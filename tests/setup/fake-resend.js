// A local HTTP server standing in for the Resend API (RESEND_BASE_URL points here in tests).
// Tests read what it received and switch it between answering and failing. Like Resend, a
// request repeating an Idempotency-Key that was already delivered is answered with the first
// mail's id and not delivered again; /__stats counts such repeats, which a correct outbox never makes.
import http from "node:http";

/** @param {number} port */
export function startFakeResend(port) {
  /** @type {{ emails: object[], failuresLeft: number, down: boolean, sequence: number, delivered: Map<string, string>, repeats: number, requests: number }} */
  const state = {
    emails: [],
    failuresLeft: 0,
    down: false,
    sequence: 0,
    delivered: new Map(),
    repeats: 0,
    requests: 0,
  };
  /** @type {(res: http.ServerResponse, status: number, body: unknown) => void} */
  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : null;
    const url = new URL(req.url ?? "/", "http://localhost");

    if (url.pathname === "/__control" && req.method === "POST") {
      if (typeof body.down === "boolean") state.down = body.down;
      if (typeof body.failNext === "number") state.failuresLeft = body.failNext;
      if (body.reset)
        Object.assign(state, {
          emails: [],
          failuresLeft: 0,
          down: false,
          delivered: new Map(),
          repeats: 0,
          requests: 0,
        });
      return json(res, 200, { ok: true });
    }
    if (url.pathname === "/__emails" && req.method === "GET") return json(res, 200, state.emails);
    if (url.pathname === "/__stats" && req.method === "GET") {
      return json(res, 200, {
        delivered: state.emails.length,
        repeats: state.repeats,
        requests: state.requests,
        down: state.down,
      });
    }

    if (url.pathname === "/emails" && req.method === "POST") {
      if (req.headers.authorization !== `Bearer ${process.env.FAKE_RESEND_KEY ?? "re_test_key"}`) {
        return json(res, 401, { name: "validation_error", message: "API key is invalid", statusCode: 401 });
      }
      state.requests += 1;
      if (state.down || state.failuresLeft > 0) {
        if (state.failuresLeft > 0) state.failuresLeft -= 1;
        return json(res, 500, { name: "internal_server_error", message: "Mail service unavailable", statusCode: 500 });
      }
      const key = String(req.headers["idempotency-key"] ?? "") || null;
      if (key && state.delivered.has(key)) {
        state.repeats += 1;
        return json(res, 200, { id: state.delivered.get(key) });
      }
      const id = `fake-${++state.sequence}`;
      if (key) state.delivered.set(key, id);
      state.emails.push({ id, ...body, idempotencyKey: key });
      return json(res, 200, { id });
    }
    json(res, 404, { message: "not found" });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
