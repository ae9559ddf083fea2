// The Sentry browser SDK, loaded by errorReporting.ts at the first failure only. It sends through its `tunnel` to the
// site's own POST /errors (never to a third party from the browser; the web server passes reports on to SENTRY_DSN
// when one is set). No default integrations: no breadcrumbs (what the visitor typed or clicked), no sessions, no
// request data; the page's path (without its query string) tells the server which route failed.
import { captureException, init } from '@sentry/react';

let started = false;

export function send(error: Error): void {
  if (!started) {
    started = true;
    init({
      // The SDK sends nothing without a DSN; this one only names the project, the tunnel is where reports go.
      dsn: `${window.location.protocol}//embedded@${window.location.host}/0`,
      tunnel: '/errors',
      defaultIntegrations: false,
      integrations: [],
      sendClientReports: false,
      beforeSend(event) {
        delete event.request;
        delete event.user;
        delete event.breadcrumbs;
        event.tags = { page: window.location.pathname };
        return event;
      },
    });
  }
  captureException(error);
}
