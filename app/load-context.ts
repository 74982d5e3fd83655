declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address, for rate limits (behind the production proxy: its X-Forwarded-For). */
    clientIp: string;
    /** Calls back once the visitor's connection is gone (at once if it already is). */
    onClientGone: (listener: () => void) => void;
  }
}
export {};
