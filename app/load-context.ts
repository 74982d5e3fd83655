declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address, for rate limits (behind the production proxy: its X-Forwarded-For). */
    clientIp: string;
  }
}
export {};
