// The XSRF cookie of spec section 6 as the forms need it: read on the server for the page's hidden field, and made
// sure of in the browser before posting (GET /get/xsrf-token through the site sets it).

export const XSRF_COOKIE = 'XSRF-TOKEN';
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** The XSRF-TOKEN value of a Cookie header, when it is well formed. */
export function readXsrfCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return TOKEN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** In the browser: asks the API for the cookie when the page has none yet (a cached page, a cleared cookie). */
export async function ensureXsrfCookie(): Promise<void> {
  if (readXsrfCookie(document.cookie)) return;
  await fetch('/get/xsrf-token', { credentials: 'same-origin', cache: 'no-store' });
}
