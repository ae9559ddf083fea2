// What every form page needs from the server: the visitor's XSRF token for the hidden field (asking the API for a
// new cookie when there is none), a fresh idempotency key, and headers that keep the page out of shared caches.
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { readXsrfToken, type CatalogueEvent } from '@fittings/api-client';
import { validateModelNumber, xsrfCookieName } from '@fittings/catalog-core';
import { serverApi } from '../api/api.server';
import { optionalFromApi } from '../content/content.server';

import type { FormPageData, SiteFormId } from './forms';

/** The visitor's scheme as edge/server.ts decided it (a trusted proxy's X-Forwarded-Proto, else the socket's). */
export function visitorScheme(request: Request): 'https' | 'http' {
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol;
  return proto.replace(':', '') === 'https' ? 'https' : 'http';
}

/**
 * The XSRF cookie of the visitor's scheme: `__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` over http. Only that name
 * is read, as the API does, so a plain cookie planted by a sibling subdomain never stands in for the secure one.
 */
export function xsrfCookieOf(request: Request): { name: string; token: string | undefined } {
  const name = xsrfCookieName(visitorScheme(request) === 'https');
  return { name, token: readXsrfToken(request.headers.get('cookie'), name) };
}

/** The token and key; `setCookie` is the API's Set-Cookie for a visitor who had no token. */
export async function formPageData(
  request: Request,
): Promise<{ page: FormPageData; setCookie: string | null }> {
  try {
    const own = xsrfCookieOf(request);
    const api = serverApi(request, {
      // Only the cookie of the visitor's scheme, so a stale plain one on https is not reused as the page's token.
      cookies: () => (own.token ? `${own.name}=${own.token}` : undefined),
      // edge/server.ts's verdict on the visitor's scheme (a trusted proxy's word), so the cookie is Secure behind TLS.
      headers: { 'x-forwarded-proto': visitorScheme(request) },
      timeout: 5000,
      retry: { limit: 0 },
    });
    const { token, setCookie } = await api.ensureXsrfToken({ signal: request.signal });
    return { page: { xsrf: token, idempotencyKey: randomUUID() }, setCookie };
  } catch {
    // The API is away: the page still shows; with JavaScript the browser asks for the cookie when sending.
    return { page: { xsrf: '', idempotencyKey: randomUUID() }, setCookie: null };
  }
}

/**
 * The headers of a form page: the cookie set by its loader, never a shared cache (the page holds a token), and the
 * wait the API asked for when it refused a post (`Retry-After` of a 429 or 503, passed on by the action).
 */
export function formPageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders?: Headers;
}): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const cookie = loaderHeaders.get('set-cookie');
  if (cookie) headers.set('Set-Cookie', cookie);
  const retryAfter = actionHeaders?.get('retry-after');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

/** The loader of a form page: its data, with the cookie the API set when the visitor had none. */
export async function formPageLoader<T extends object>(request: Request, extra: T) {
  const { page, setCookie } = await formPageData(request);
  return data({ ...extra, page }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** The events that take leads; without the API the form still shows, with no event to choose. */
export async function leadEvents(request: Request): Promise<CatalogueEvent[]> {
  const { signal } = request;
  const { events } = await optionalFromApi(() => serverApi(request).getEvents({ signal }), {
    success: true,
    message: '',
    events: [],
  });
  return events.filter((event) => event.leadFormPath);
}

/** What a form starts with from its page's address: the product of a campaign link, the event of a stand's link. */
export interface FormStart {
  initialValues: Record<string, string>;
  /** The events to choose from, on the events' lead form. */
  events: { value: string; label: string }[];
}

export async function formStart(form: SiteFormId, request: Request): Promise<FormStart> {
  const params = new URL(request.url).searchParams;
  if (form === 'leads') {
    // A campaign or product page may name the product: /leads-form?product=T14059
    const product = validateModelNumber(params.get('product'), { required: false });
    return {
      initialValues: product.ok && product.value ? { product: product.value } : {},
      events: [],
    };
  }
  if (form === 'events-lead-form') {
    const events = await leadEvents(request);
    const event = events.find((e) => e.slug === params.get('event'))?.slug;
    return {
      initialValues: event ? { event } : {},
      events: events.map(({ slug, title, city }) => ({ value: slug, label: `${title}, ${city}` })),
    };
  }
  return { initialValues: {}, events: [] };
}
