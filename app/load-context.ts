declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * Who the visitor is, for rate limits: its address (from X-Forwarded-For only via a proxy named
     * in TRUST_PROXY), an IPv6 address cut to its /64 network (see app/.server/http/client-key.ts).
     */
    clientIp: string;
    /** Calls back once the visitor's connection is gone (at once if it already is). */
    onClientGone: (listener: () => void) => void;
    /** Whether the request may read operations' details: from this machine or with the metrics token (app/.server/ops/metrics.ts). */
    isOperator: () => boolean;
  }
}
export {};
