// How the server refuses a request outside Remix: JSON for the pages that upload by XMLHttpRequest,
// a small page in the language of the page asked for, or text; and, when a body is still coming,
// the connection closed so that the client can read the answer first (server/edge.js, server.js).

/** @typedef {import("express").Request} Req */
/** @typedef {import("express").Response} Res */
/** @typedef {import("./types").EdgeOptions} EdgeOptions */
/** @typedef {import("./types").BodyLimit["page"]} RefusalPage */

/** A refusal for Express's error handler (server.js's), which answers it on the small page below. */
export const refusal = (/** @type {number} */ status) => Object.assign(new Error(`refused with ${status}`), { status });

/**
 * A refusal before (or instead of) reading the body: JSON for pages that upload by
 * XMLHttpRequest (the shape their forms show), a small page for browsers, text otherwise.
 * The connection closes after it; whatever is still coming is dropped for a moment (linger), so
 * the client can read the answer, and then cut.
 * @param {Req} req
 * @param {Res} res
 * @param {number} status
 * @param {string} message
 * @param {boolean} json
 * @param {EdgeOptions["linger"]} linger
 * @param {RefusalPage} page the page's words, in the language of the page posted to
 */
export function refuseRequest(req, res, status, message, json, linger, page) {
  res.status(status).set({ Connection: "close", "Cache-Control": "no-store" });
  if (json) res.json({ ok: false, intent: "", errors: { form: message }, values: {}, toast: null });
  else answerRefusal(req, res, message, page);
  if (req.complete) return;
  // Node ends a "Connection: close" answer by destroying the socket, and closing on unread data
  // resets the connection: the client may lose the answer. Half-close instead (FIN after the
  // answer), drop what still comes for a moment, then cut.
  const socket = req.socket;
  socket.destroySoon = () => socket.end();
  res.once("finish", () => lingerAndCut(req, linger));
}

/**
 * A refusal's answer, with the status already set: for a browser the small page, in the language of the page
 * asked for; text for any other client. Also server.js's answer to what fails outside Remix.
 * @param {Req} req
 * @param {Res} res
 * @param {string} message
 * @param {RefusalPage} page
 */
export function answerRefusal(req, res, message, page) {
  if (req.accepts(["text/plain", "text/html"]) === "text/html")
    res.type("html").send(refusalPage(res.statusCode, message, page));
  else res.type("text").send(`${message}\n`);
}

/**
 * Closes the connection after a refusal the way a careful server does (nginx's lingering close): the answer is
 * out, so half-close (FIN after it), drop what the client still sends, and cut only when the linger's time is up
 * (or at once when the client closes its side). Closing on unread data sends a reset, and a client that gets it
 * before it has read the answer (its event loop busy, its CPU starved, its next write failing on the reset first)
 * throws the answer away: so past linger.bytes nothing more is read, which stalls the client's sends instead of
 * resetting them, and the cut waits for the time. At most linger.bytes read, the connection held linger.ms.
 * @param {Req} req
 * @param {EdgeOptions["linger"]} linger
 */
export function lingerAndCut(req, linger) {
  const socket = req.socket;
  socket.end();
  const cut = setTimeout(() => socket.destroy(), linger.ms);
  cut.unref();
  socket.once("close", () => clearTimeout(cut));
  let dropped = 0;
  req.on("data", (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length;
    if (dropped > linger.bytes) req.pause();
  });
  req.resume();
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {number} status
 * @param {string} message
 * @param {RefusalPage} page
 */
function refusalPage(status, message, page) {
  const title = escapeHtml(page.titles[status] ?? "Refused");
  return `<!doctype html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(page.home)}">${escapeHtml(page.back)}</a></p></body></html>`;
}
