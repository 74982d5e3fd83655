// Headers on every response. Scripts run only with this request's nonce.
export function securityHeaders(nonce: string, dev: boolean, hsts: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // Vite's dev server injects scripts and opens a websocket; production allows only nonced scripts.
    dev ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline'` : `script-src 'self' 'nonce-${nonce}'`,
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
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(hsts ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
