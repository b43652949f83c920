import { createContext, useContext } from "react";

/**
 * This response's CSP nonce, for the few script elements the root renders itself (the
 * framework's own scripts get it from <ServerRouter nonce>). Provided by app/entry.server.tsx;
 * in the browser it is empty, as browsers hide a rendered nonce from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
