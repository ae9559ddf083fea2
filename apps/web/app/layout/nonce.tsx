// The per-request CSP nonce, from the server render down to <Scripts> and <ScrollRestoration>. In the browser it is
// undefined: scripts added after hydration are modules loaded from our own origin, which the policy allows.
import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
