import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's address as edge/render.ts sees it (for form posts and the IP-location adapter). */
    clientIp?: string;
    /** Reports an error of the server render (edge/render.ts: observe/errors.ts), once per request and error. */
    reportError?: (error: unknown) => void;
  }
}
