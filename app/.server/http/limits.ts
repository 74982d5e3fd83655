// The HTTP server's and the edge's own limits, handed to server.js by boot.ts and read by body-limits.ts:
// what any request may cost before a route sees it. A route's own body cap is in its `policy` (decision 031).
/**
 * The public page cache's memory: all kept bodies (HTML, gzip and brotli) together. A page is ~60 kB in
 * all three, so this holds a few hundred pages, more than the site has; the oldest unused page goes first.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Login, logout, inbox buttons, and any route not listed: a few short fields. */
export const SMALL_FORM_BODY_MAX_BYTES = 8 * 1024;
/**
 * A body must arrive within this base time plus its cap at the minimum rate below (a slow mobile
 * uplink), else 408: slow-drip clients cannot hold a connection for ever.
 */
export const BODY_TIME_BASE_MS = 30_000;
export const BODY_MIN_BYTES_PER_S = 32 * 1024;
/**
 * All bodies together are read at most this fast (about 134 Mbit/s): floods of huge posts cannot take
 * the CPU from visitors. A portfolio alone arrives in under a second, an admin's largest clip in about a minute.
 */
export const BODY_READ_BYTES_PER_S = 16 * 1024 * 1024;
/**
 * After a refusal the connection is held this long, so the client gets to read the answer (closing on
 * unread data resets the connection), and at most this much of the rest of its body is read and dropped
 * (past it the client's sends stall); then it is cut (server/refusal.js). A megabyte: a client on loopback
 * or a fast link sends 64 KiB before its own event loop has read the answer.
 */
export const REFUSAL_LINGER_MS = 500;
export const REFUSAL_LINGER_BYTES = 1024 * 1024;
/** Server timeouts: headers must arrive in this time; idle keep-alive connections close after this. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
