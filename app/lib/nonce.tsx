import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce, for inline scripts rendered on the server. */
export function useNonce() {
  return useContext(NonceContext);
}
