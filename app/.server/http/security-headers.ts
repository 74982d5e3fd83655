// Headers on every response. Scripts run only from our own files, or inline when the document's policy
// lists their sha256 hash (computed at render, app/entry.server.tsx): a cached page stays strict.
export function contentSecurityPolicy(scriptHashes: readonly string[], dev: boolean): string {
  return [
    "default-src 'self'",
    // Vite's dev server injects scripts and opens a websocket: development allows inline scripts instead
    // (a hash in the list would switch 'unsafe-inline' off).
    dev
      ? "script-src 'self' 'unsafe-inline'"
      : ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * HSTS, sent only on a request that came over HTTPS (server/edge.js isHttps: TLS, or a trusted proxy's
 * X-Forwarded-Proto), so a site reached over plain http (localhost, a LAN address) is never pinned to https.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Every header but the policy, which documents set themselves (server.js gives others the strict default), and HSTS. */
export function securityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
