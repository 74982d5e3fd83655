import { createContext, useContext } from "react";

/**
 * A random mark the server gives the scripts it writes itself (Remix's, the JS flag) for one render.
 * The policy then lists the hashes of the marked scripts only, so a script that reached the markup any
 * other way is not allowed by accident; the mark is removed before the document is sent (it is not a
 * CSP nonce: cached documents stay the same for every visitor). In the browser it is undefined.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);
