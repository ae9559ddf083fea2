// The browser's side of error reporting (issue 29): a failure in a visitor's browser (an uncaught error, a rejected
// promise, a render error an error boundary caught) is reported to the site's own POST /errors. The Sentry SDK that
// sends it is a chunk of its own, loaded only when the first failure happens: a page that does not fail downloads
// none of it. Each kind of error is sent once per page view, five kinds at most. Off in development (spec 9).
const MAX_KINDS_PER_PAGE = 5;
const sent = new Set<string>();
let sdk: Promise<{ send(error: Error): void }> | undefined;

/** Sends one failure, unless this page has sent the same already (or its five). */
export function reportError(error: unknown): void {
  if (import.meta.env.DEV || typeof window === 'undefined') return;
  const failure = error instanceof Error ? error : new Error(String(error));
  const key = `${failure.name}: ${failure.message}\n${(failure.stack ?? '').split('\n', 4).join('\n')}`;
  if (sent.has(key) || sent.size >= MAX_KINDS_PER_PAGE) return;
  sent.add(key);
  sdk ??= import('./sentryBrowser');
  sdk.then((loaded) => loaded.send(failure)).catch(() => undefined);
}

/** Listens for the failures nothing caught. Another site's script error ("Script error.", no error) is left out. */
export function watchErrors(): void {
  window.addEventListener('error', (event) => {
    if (event.error !== undefined && event.error !== null) reportError(event.error);
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}

/** hydrateRoot's options: render errors, caught by an error boundary or not, are logged as React does and reported. */
export const rootErrorOptions = {
  onCaughtError(error: unknown) {
    console.error(error);
    reportError(error);
  },
  onUncaughtError(error: unknown) {
    console.error(error);
    reportError(error);
  },
};
