import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's address as server.mjs sees it (for form posts and the IP-location adapter). */
    clientIp?: string;
  }
}
