// Hostile input, second round (issue 28), each finding replayed against the production servers: addresses that
// tried to lead off the site, a realistic list that broke print and PDF, legal requests the forwarding answered 502,
// redirects that lost the address or the language, and a rate limit that became a 502.
import { encodeBathroomList } from '@fittings/catalog-core/bathroom-list';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type Raw } from './send';
import { startServers, type Servers } from './servers';
import { freePort } from '../scripts/webServer.mjs';

const tokenPattern = /name="_xsrf" value="([^"]+)"/;

/** Every link target of a page: `href` of links and `action` of forms. */
const targetsOf = (html: string) =>
  [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );

/** The API's requests so far, all routes: its Prometheus counter, read from its metrics port. */
async function apiRequests(metricsUrl: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  return [...text.matchAll(/^fittings_api_requests_total\{[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

/** Bytes written to a raw socket, the answer read to the server's close: status, lower-cased headers, body. */
function rawExchange(base: string, bytes: string): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The security headers every answer of the site carries, its own refusals included. */
function expectSecurityHeaders(answer: Raw, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(answer.headers['referrer-policy'], what).toBeTruthy();
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'self'");
}

describe('the production servers, second round of hostile input', () => {
  let servers: Servers;
  let metricsUrl: string;
  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    servers = await startServers({
      api: { API_METRICS_PORT: String(metricsPort), API_SHEET_RATE_LIMIT_MAX: '6' },
      // One PDF at a time: a burst of requests then always finds the bound reached while a render waits for its
      // products from the API. With the default (4) the bound is met only when four renders overlap, which depends on
      // how fast this machine renders and whether the API's answer is cached: a test that passed in English failed
      // in Hindi on a quiet machine.
      web: { WEB_PDF_MAX_RENDERS: '1' },
    });
  });
  afterAll(async () => {
    await servers?.close();
  });

  describe.each(['', '/hi'])('an address that begins // under "%s" (open redirect)', (prefix) => {
    it('is a 404 whose every link stays on the site', async () => {
      const answer = await send(servers.webUrl, { path: `${prefix}//other.example/x` });
      expect(answer.status).toBe(404);
      const targets = targetsOf(answer.body);
      expect(targets.length).toBeGreaterThan(5);
      const site = new URL(servers.webUrl);
      for (const target of targets) {
        const url = new URL(target, `${servers.webUrl}${prefix}/page`);
        if (url.hostname === 'other.example' || /^\/[/\\]/.test(target))
          throw new Error(`A link of ${prefix}//other.example/x leads off the site: ${target}`);
        // The footer's own social links go off the site on purpose; nothing may name the address's host.
        if (url.host !== site.host) expect(url.hostname).not.toContain('other.example');
      }
    });
  });

  describe.each(['', '/hi'])(
    'a bathroom list of eight products with a note each (at "%s")',
    (prefix) => {
      const models = [
        'T35691',
        'T35538',
        'T35590',
        'T35792',
        'T35917',
        'T14059',
        'T35691-PN',
        'T35538-PR',
      ];
      const note = (i: number) =>
        `${i + 1}: बाएँ बेसिन के लिए, 15 mm इनलेट; दीवार से 20 सेमी दूर, प्लंबर से पहले नाप लें। Left basin, 15 mm inlet`.slice(
          0,
          200,
        );
      const query = () =>
        `models=${models.join(',')}&list=${encodeBathroomList({
          rooms: ['Bathroom 1', 'मेहमानों का बाथरूम'],
          items: Object.fromEntries(
            models.map((model, i) => [
              model,
              { quantity: 2, room: i % 2 ? 'Bathroom 1' : 'मेहमानों का बाथरूम', note: note(i) },
            ]),
          ),
        })}`;

      it('prints with a QR code (was 500: the link is longer than a QR code holds)', async () => {
        const answer = await send(servers.webUrl, { path: `${prefix}/wishlist/print?${query()}` });
        expect(answer.status, answer.body.slice(0, 400)).toBe(200);
        expect(answer.body).toMatch(/<svg[^>]+role="img"/);
        expect(answer.body).toContain('T35917');
      });

      it('makes the PDF (was 500)', async () => {
        const answer = await send(servers.webUrl, { path: `${prefix}/wishlist/pdf?${query()}` });
        expect(answer.status, answer.body.slice(0, 400)).toBe(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.body.startsWith('%PDF-')).toBe(true);
      });
    },
  );

  describe.each(['', '/hi'])('the PDF of a long list (at "%s"): no amplifier', (prefix) => {
    // Each test is its own visitor (the API limits each to API_SHEET_RATE_LIMIT_MAX, 6 here, a minute).
    let visitor = 0;
    const as = () => ({ 'x-forwarded-for': `203.0.113.${prefix ? 100 + ++visitor : ++visitor}` });
    let models: string[] = [];
    beforeAll(async () => {
      const listing = (await (
        await fetch(`${servers.apiUrl}/get/products/filter/all?pageSize=100`)
      ).json()) as { items: { model: string }[] };
      models = [...new Set(listing.items.map((item) => item.model))].slice(0, 60);
      expect(models).toHaveLength(60);
    });
    const list = (first: number) =>
      `models=${models.join(',')}&list=${encodeBathroomList({
        rooms: ['Bathroom 1'],
        items: { [models[0]!]: { quantity: first, room: 'Bathroom 1', note: '' } },
      })}`;

    it('makes the PDF and the print page of 60 products with one API request each (was 61)', async () => {
      for (const page of ['pdf', 'print']) {
        const before = await apiRequests(metricsUrl);
        const answer = await send(servers.webUrl, {
          path: `${prefix}/wishlist/${page}?${list(page === 'pdf' ? 3 : 4)}`,
          headers: as(),
        });
        expect(answer.status, answer.body.slice(0, 300)).toBe(200);
        expect((await apiRequests(metricsUrl)) - before, page).toBe(1);
        if (page === 'print') {
          for (const model of [models[0]!, models[59]!]) expect(answer.body).toContain(model);
          // The facts line of each product came in the same request.
          expect(answer.body).toMatch(prefix ? /वारंटी/ : /warranty/);
        }
      }
    });

    it('keeps the PDF of the same list, however its URL is written: the second costs no API request', async () => {
      const first = await send(servers.webUrl, {
        path: `${prefix}/wishlist/pdf?${list(5)}`,
        headers: as(),
      });
      expect(first.status).toBe(200);
      const before = await apiRequests(metricsUrl);
      // The same list written otherwise: spaces around its models, the first again at the end, an unknown
      // parameter, and the parameters in another order.
      const details = list(5).split('&')[1]!;
      const spaced = `models=${models.map((model) => `%20${model}%20`).join(',')},${models[0]}`;
      const again = await send(servers.webUrl, {
        path: `${prefix}/wishlist/pdf?${details}&utm_source=x&${spaced}`,
        headers: as(),
      });
      expect(again.status).toBe(200);
      expect(again.body).toBe(first.body);
      expect((await apiRequests(metricsUrl)) - before).toBe(0);
    });

    it('makes only a few PDFs at once: past the bound a 503 with Retry-After in the page’s words, never a 500', async () => {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          send(servers.webUrl, {
            path: `${prefix}/wishlist/pdf?${list(10 + i)}`,
            headers: { 'x-forwarded-for': `198.51.100.${i + (prefix ? 100 : 1)}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy.length, statuses.join(',')).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.body).toMatch(prefix ? /कृपया \d+ सेकंड बाद/ : /try again in \d+ seconds/);
      }
    });

    it('limits each visitor’s printed lists and PDFs with the API’s limit: 429 with Retry-After in words', async () => {
      const visitor = as();
      const statuses: number[] = [];
      let last: Raw | undefined;
      for (let i = 0; i < 8; i++) {
        // A new list each time (no cached file), print and PDF alternately: both count.
        last = await send(servers.webUrl, {
          path: `${prefix}/wishlist/${i % 2 ? 'print' : 'pdf'}?${list(30 + i)}`,
          headers: visitor,
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(statuses.slice(6)).toEqual([429, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.headers['content-type']).toContain('text/html');
      expect(last!.body).toMatch(prefix ? /कृपया \d+ सेकंड रुकें/ : /Please wait \d+ seconds/);
      // Another visitor is not held back.
      const other = await send(servers.webUrl, {
        path: `${prefix}/wishlist/pdf?${list(50)}`,
        headers: as(),
      });
      expect(other.status).toBe(200);
    });
  });

  describe('refusals before any page: a malformed Host, a raw backslash, the server’s own limits', () => {
    const unreadable = [
      ['a malformed Host', 'GET / HTTP/1.1\r\nHost: exa mple..com:x\r\nConnection: close\r\n\r\n'],
      [
        'a raw backslash in the path',
        'GET /a\\b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ],
      [
        'a raw backslash under /hi',
        'GET /hi\\wishlist HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ],
    ] as const;

    it.each(unreadable)(
      'the site answers %s with its error page and its headers (was an empty 400)',
      async (what, bytes) => {
        const answer = await rawExchange(servers.webUrl, bytes);
        expect(answer.status, what).toBe(400);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.body).toMatch(/could not be read/);
        expect(answer.body).toContain('Go to the home page');
        expectSecurityHeaders(answer, what);
      },
    );

    it.each(unreadable)(
      'the API answers %s in its JSON shape (was an empty 400)',
      async (what, bytes) => {
        const answer = await rawExchange(
          servers.apiUrl,
          bytes.replace('/hi\\wishlist', '/get\\product'),
        );
        expect(answer.status, what).toBe(400);
        expect(answer.headers['content-type']).toContain('application/json');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        const body = JSON.parse(answer.body) as { success: boolean; message: string };
        expect(body.success).toBe(false);
        expect(body.message.length).toBeGreaterThan(10);
      },
    );

    it('the web server’s own 400, 413, 414 and 431 carry the security headers', async () => {
      const host = 'Host: localhost\r\nConnection: close\r\n';
      const cases = [
        [
          400,
          `GET /?${Array.from({ length: 70 }, (_, i) => `p${i}=1`).join('&')} HTTP/1.1\r\n${host}\r\n`,
        ],
        [
          413,
          `POST /contact-us HTTP/1.1\r\n${host}Content-Type: text/plain\r\nContent-Length: 900000\r\n\r\n`,
        ],
        [414, `GET /${'a'.repeat(13_000)} HTTP/1.1\r\n${host}\r\n`],
        [431, `GET / HTTP/1.1\r\n${host}Cookie: ${'c'.repeat(20_000)}\r\n\r\n`],
        [400, `GET / HTTP/1.1 junk\r\n${host}\r\n`],
      ] as const;
      for (const [status, bytes] of cases) {
        const answer = await rawExchange(servers.webUrl, bytes);
        expect(answer.status, bytes.slice(0, 40)).toBe(status);
        expect(answer.headers['content-type']).toContain('text/html');
        expectSecurityHeaders(answer, String(status));
      }
    });
  });

  describe('the refusals before any page speak the page’s language', () => {
    const host = 'Host: localhost\r\nConnection: close\r\n';
    const params = Array.from({ length: 70 }, (_, i) => `p${i}=1`).join('&');
    const refusals = (base: string) =>
      [
        [400, `GET ${base}/?${params} HTTP/1.1\r\n${host}\r\n`],
        [
          403,
          `POST ${base}/contact-us HTTP/1.1\r\n${host}Origin: https://elsewhere.example\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\n\r\nname=x`,
        ],
        [
          413,
          `POST ${base}/contact-us HTTP/1.1\r\n${host}Content-Type: text/plain\r\nContent-Length: 900000\r\n\r\n`,
        ],
        [414, `GET ${base}/${'a'.repeat(13_000)} HTTP/1.1\r\n${host}\r\n`],
        [431, `GET ${base}/ HTTP/1.1\r\n${host}Cookie: ${'c'.repeat(20_000)}\r\n\r\n`],
      ] as const;

    it.each([
      ['Hindi', '/hi', 'hi-IN', 'होम पेज पर जाएँ', 'href="/hi"', 'Go to the home page'],
      ['English', '', 'en-IN', 'Go to the home page', 'href="/"', 'होम पेज पर जाएँ'],
    ])(
      'in %s under %s: 400, 403, 413, 414 and 431',
      async (_language, base, lang, homeLink, home, otherLanguage) => {
        for (const [status, bytes] of refusals(base)) {
          const answer = await rawExchange(servers.webUrl, bytes);
          expect(answer.status, bytes.slice(0, 40)).toBe(status);
          expect(answer.body, String(status)).toContain(`<html lang="${lang}">`);
          expect(answer.body, String(status)).toContain(homeLink);
          expect(answer.body, String(status)).toContain(home);
          expect(answer.body, String(status)).not.toContain(otherLanguage);
          expectSecurityHeaders(answer, String(status));
        }
      },
    );

    it.each([
      [
        'a malformed Host',
        'GET /hi HTTP/1.1\r\nHost: exa mple..com:x\r\nConnection: close\r\n\r\n',
      ],
      [
        'a raw backslash',
        'GET /hi\\wishlist HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ],
      ['a request line with no path', `GARBAGE\r\n${host}\r\n`],
    ])('in both languages when the path cannot be read: %s', async (what, bytes) => {
      const answer = await rawExchange(servers.webUrl, bytes);
      expect(answer.status, what).toBe(400);
      expect(answer.body).toContain('<html lang="en-IN">');
      expect(answer.body).toContain('<section lang="hi-IN">');
      expect(answer.body).toMatch(/could not be read/);
      expect(answer.body).toMatch(/पढ़ा नहीं जा सका/);
      expect(answer.body).toContain('href="/"');
      expect(answer.body).toContain('href="/hi"');
      expectSecurityHeaders(answer, what);
    });
  });

  describe('forwarding to the API (/get, /media, /post)', () => {
    const product = '/get/product/T35691';

    it('passes a request whose Connection names another header (was 502)', async () => {
      const answer = await send(servers.webUrl, {
        path: product,
        headers: { connection: 'keep-alive, x-trace-hop', 'x-trace-hop': '1' },
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    });

    it('passes a request asking to Upgrade, answering it as plain HTTP (was 502)', async () => {
      const answer = await send(servers.webUrl, {
        path: product,
        headers: { connection: 'upgrade', upgrade: 'websocket' },
      });
      expect(answer.status).toBe(200);
    });

    it('passes a post sent with Expect: 100-continue to the API, which answers it (was 502)', async () => {
      const answer = await send(servers.webUrl, {
        method: 'POST',
        path: '/post/contact-us',
        headers: { 'content-type': 'application/json', expect: '100-continue' },
        body: '{}',
      });
      expect(answer.status).not.toBe(502);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    });

    it('answers TRACE with 405 and the methods it takes, in the API’s JSON shape (was 502)', async () => {
      for (const path of [product, '/media/x.jpg', '/post/contact-us']) {
        const answer = await send(servers.webUrl, { method: 'TRACE', path });
        expect(answer.status, path).toBe(405);
        expect(answer.headers.allow).toContain('GET');
        expect(JSON.parse(answer.body)).toMatchObject({ success: false });
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('still sends the visitor’s address to the API when Connection names X-Forwarded-For', async () => {
      // The API limits posts per visitor by this header; a visitor must not be able to drop it.
      const answer = await send(servers.webUrl, {
        path: product,
        headers: { connection: 'x-forwarded-for, x-forwarded-proto' },
      });
      expect(answer.status).toBe(200);
    });
  });

  it.each([
    ['', 'This holds only characters that cannot be seen.'],
    ['/hi', 'इसमें केवल ऐसे अक्षर हैं जो दिखाई नहीं देते।'],
  ])(
    'refuses a no-JavaScript form whose name is invisible characters only at "%s/contact-us"',
    async (prefix, said) => {
      const page = await send(servers.webUrl, { path: `${prefix}/contact-us` });
      const token = tokenPattern.exec(page.body)![1]!;
      const cookie = String(page.headers['set-cookie']?.[0]).split(';')[0]!;
      const answer = await send(servers.webUrl, {
        method: 'POST',
        path: `${prefix}/contact-us`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({
          _xsrf: token,
          _key: `invisible-${prefix}-${Date.now()}`,
          // A zero-width space, a Hangul filler and blank Braille: accepted and stored before.
          name: '\u200B\u3164\u2800\u3164',
          email: 'asha@example.com',
          phone: '9876543210',
          subject: 'Invisible',
          message: 'A message with a name nobody can read.',
          consent: 'on',
          captchaToken: 'local-captcha-test-token',
        }).toString(),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(said);
    },
  );

  describe('redirects keep the address as typed and the visitor’s language', () => {
    const location = (answer: Raw) => String(answer.headers.location);

    it('decodes an old product address once (was /product/T14059%252DPR)', async () => {
      const answer = await send(servers.webUrl, { path: '/Bathroom/Detail/T14059%2DPR' });
      expect(answer.status).toBe(301);
      expect(location(answer)).toBe('/product/T14059-PR');
    });

    it('keeps Hindi addresses in Hindi (were sent to the English pages)', async () => {
      for (const [from, to] of [
        ['/hi/collections', '/hi/bathroom/collections'],
        ['/hi/about/awards', '/hi/awards'],
        ['/collections', '/bathroom/collections'],
      ]) {
        const answer = await send(servers.webUrl, { path: from! });
        expect(answer.status, from).toBe(301);
        expect(location(answer), from).toBe(to);
      }
    });
  });
});

describe('the no-JavaScript form when the API limits the visitor', () => {
  let servers: Servers;
  beforeAll(async () => {
    // One post a minute per client: the suite's own posts use it up.
    servers = await startServers({ api: { API_RATE_LIMIT_MAX: '1' } });
  });
  afterAll(async () => {
    await servers?.close();
  });

  it.each(['', '/hi'])(
    'passes the API’s 429 and Retry-After on at "%s/contact-us" (was 502)',
    async (prefix) => {
      // Used up from this client's address, as another tab or a script of the same visitor would.
      for (let i = 0; i < 2; i++) {
        await send(servers.apiUrl, {
          method: 'POST',
          path: '/post/contact-us',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      }
      const page = await send(servers.webUrl, { path: `${prefix}/contact-us` });
      const token = tokenPattern.exec(page.body)![1]!;
      const cookie = String(page.headers['set-cookie']?.[0]).split(';')[0]!;
      const fields = new URLSearchParams({
        _xsrf: token,
        _key: `limited-${prefix}-${Date.now()}`,
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        subject: 'Limited',
        message: 'Sent once too often.',
        consent: 'on',
        captchaToken: 'local-captcha-test-token',
      });
      const answer = await send(servers.webUrl, {
        method: 'POST',
        path: `${prefix}/contact-us`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: fields.toString(),
      });
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // The form is shown again with what was typed, and the wait in the page's language.
      expect(answer.body).toContain('Sent once too often.');
      expect(answer.body).toMatch(prefix ? /कृपया \d+ सेकंड/ : /wait \d+ second/);
    },
  );
});
