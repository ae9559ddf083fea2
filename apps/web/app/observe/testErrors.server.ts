// The test-only pages that fail on purpose (issue 29's tests of error reporting) exist only when the web server runs
// with WEB_TEST_ERRORS=1, which the end-to-end tests set on their production build; a deployment never sets it
// (deploy/env/*.env), and without it they are the not-found page.
export function requireTestErrors(): void {
  if (process.env.WEB_TEST_ERRORS !== '1') throw new Response('Not Found', { status: 404 });
}
