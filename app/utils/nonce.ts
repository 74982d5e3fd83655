import { createContext, useContext } from "react";

// The CSP nonce of the request being rendered; empty in the browser, which hides nonces anyway.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
