import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy; set by server.mjs, absent under `react-router dev`. */
    cspNonce?: string;
    /** The visitor's address as server.mjs sees it (for form posts and the IP-location adapter). */
    clientIp?: string;
  }
}
