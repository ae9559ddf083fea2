import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's address as server.mjs sees it (for form posts and the IP-location adapter). */
    clientIp?: string;
    /** Reports an error of the server render (server.mjs: observe/errors.mjs), once per request and error. */
    reportError?: (error: unknown) => void;
  }
}
