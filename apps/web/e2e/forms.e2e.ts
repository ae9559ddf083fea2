// Issue 8 end to end, on the production build in Chromium: where to buy (city, pincode, location, a city from an
// IP-location service), the four forms stored in the API's database (with and without JavaScript), the XSRF refusal,
// invalid input, the leads export, and a burst of posts rate-limited. Its own servers: the API with a small rate
// limit and the web server with a stub IP-location service. Tracking with consent is in tracking.e2e.ts.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflowsWindow, seriousViolations } from './a11y';
import { connect } from './helpers';
import { openDatabase } from '@fittings/api';
import { startStack, type Stack } from './stack';

const RATE_LIMIT = 25;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let stack: Stack;
let ipLocation: Server;
const locatedFor: string[] = [];

beforeAll(async () => {
  // The IP-location service (ipapi.co's answer shape): every visitor is in Kochi.
  ipLocation = createServer((req, res) => {
    locatedFor.push(decodeURIComponent(req.url ?? ''));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ip: '127.0.0.1', city: 'Kochi', region: 'Kerala' }));
  });
  await new Promise<void>((resolve) => ipLocation.listen(0, '127.0.0.1', resolve));
  const { port } = ipLocation.address() as AddressInfo;
  stack = await startStack({
    env: { IP_LOCATION_URL: `http://127.0.0.1:${port}/{ip}/json/` },
    forms: { rateLimit: { max: RATE_LIMIT, windowMs: 60_000 } },
  });
});

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => ipLocation?.close(resolve));
});

async function newPage(options: BrowserContextOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const browser = await connect();
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

/** A transient notification (spec 2.1: bottom-centre, dismissible). */
const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** The form's own status line: role=status after a success, role=alert after a failure. */
const formStatus = (page: Page, role: 'status' | 'alert', text: string | RegExp) =>
  page.locator(`form [role="${role}"]`).filter({ hasText: text });

async function open(page: Page, path: string, hydrated = true) {
  await page.goto(path);
  if (hydrated) await page.waitForSelector('html[data-hydrated="true"]');
}

interface Row {
  id: number;
  form: string;
  payload: Record<string, unknown>;
  idempotency_key: string | null;
}

/** The submissions the API stored, read from its SQLite file. */
function submissions(form?: string): Row[] {
  const db = openDatabase(stack.databasePath, { readonly: true });
  try {
    const rows = db
      .prepare<[], { id: number; form: string; payload: string; idempotency_key: string | null }>(
        'SELECT id, form, payload, idempotency_key FROM submissions ORDER BY id',
      )
      .all();
    return rows
      .filter((row) => !form || row.form === form)
      .map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/**
 * The stored submissions of a form, at least `count` of them: read once the page shows the answer, which the API gives
 * only after its insert, so there is nothing left to wait for.
 */
function storedRows(form: string, count: number): Row[] {
  const rows = submissions(form);
  expect(rows.length, `stored ${form} submissions`).toBeGreaterThanOrEqual(count);
  return rows;
}

describe('where to buy', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await newPage()));
  afterAll(() => context?.close());

  it('finds dealers by city, with address, a tel: link, directions and LocalBusiness data', async () => {
    await open(page, '/where-to-buy?q=Kochi');
    const search = page.getByLabel('City, state or pincode');
    await search.fill('Pune');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Pune');
    await page.getByRole('heading', { level: 2, name: '6 dealers in Pune' }).waitFor();
    const cards = page.locator('main ol > li article');
    expect(await cards.count()).toBe(6);
    const first = cards.first();
    expect(await first.locator('address').innerText()).toMatch(/Pune, Maharashtra 411\d{3}/);
    expect(
      await first.getByRole('link', { name: /^\+91 \d{5} \d{5}$/ }).getAttribute('href'),
    ).toMatch(/^tel:\+91\d{10}$/);
    expect(await first.getByRole('link', { name: /^Directions/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=18\.\d+,73\.\d+$/,
    );
    const jsonLd = await page
      .locator('main ol script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    expect(jsonLd).toHaveLength(6);
    for (const business of jsonLd) {
      expect(business['@type']).toBe('LocalBusiness');
      expect(business.address.addressLocality).toBe('Pune');
      expect(business.telephone).toMatch(/^\+91 /);
    }
  });

  // The heading's count and the cards agree: each dealer is one article, and the page around them is none.
  it.each([
    [
      '',
      'Mumbai',
      /^(\d+) dealers in Mumbai$/,
      'Mumbai, Maharashtra',
      /^Mon–S[au][tn] \d\d:\d\d–\d\d:\d\d$/m,
    ],
    [
      '/hi',
      'मुंबई',
      /^मुंबई में (\d+) डीलर$/,
      'मुंबई, महाराष्ट्र',
      /^[^\sA-Za-z]+–[^\sA-Za-z]+, \d\d:\d\d से \d\d:\d\d बजे तक$/m,
    ],
  ])(
    'finds the dealers of a city typed as %s, as many cards as the heading counts',
    async (prefix, city, heading, place, hours) => {
      await open(page, `${prefix}/where-to-buy`);
      await page.locator('main input[name="q"]').fill(city);
      await page.locator('main input[name="q"]').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === city);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      const said = await page.locator('#dealer-results').innerText();
      const count = Number(heading.exec(said)?.[1]);
      expect(count, said).toBe(8);
      expect(await page.getByRole('article').count()).toBe(count);
      const cards = page.locator('main ol > li article');
      expect(await cards.count()).toBe(count);
      for (const text of await cards.allInnerTexts()) {
        expect(text).toContain(place);
        expect(text).toMatch(hours);
      }
    },
  );

  it('finds dealers by pincode, and by the pincode area when none has that exact one', async () => {
    await open(page, '/where-to-buy');
    await page.getByLabel('City, state or pincode').fill('411 007');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '411 007');
    await page.getByRole('heading', { level: 2, name: '1 dealer in pincode 411007' }).waitFor();
    expect(await page.locator('main ol address').innerText()).toContain('411007');

    await page.getByLabel('City, state or pincode').fill('411099');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: '6 dealers near pincode 411099' }).waitFor();
  });

  it('works without JavaScript: the search is a plain GET form and the result a shareable URL', async () => {
    const plain = await newPage({ javaScriptEnabled: false });
    try {
      await open(plain.page, '/where-to-buy?q=Kerala', false);
      await plain.page
        .getByRole('heading', { level: 2, name: /^\d+ dealers in Kerala$/ })
        .waitFor();
      await plain.page.getByLabel('City, state or pincode').fill('Jaipur');
      await plain.page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
      await plain.page.getByRole('heading', { level: 2, name: '5 dealers in Jaipur' }).waitFor();
      expect(new URL(plain.page.url()).search).toBe('?q=Jaipur');
      expect(await plain.page.getByRole('button', { name: 'Near me' }).count()).toBe(0);
    } finally {
      await plain.context.close();
    }
  });

  it('sorts by distance from the browser location when asked to use it', async () => {
    const located = await newPage({
      geolocation: { latitude: 18.5204, longitude: 73.8567 },
      permissions: ['geolocation'],
    });
    try {
      await open(located.page, '/where-to-buy?q=Delhi');
      await located.page.getByRole('button', { name: 'Near me' }).click();
      await located.page.waitForURL((url) => url.searchParams.get('lat') === '18.52');
      expect(new URL(located.page.url()).searchParams.get('lng')).toBe('73.857');
      await located.page
        .getByRole('heading', { level: 2, name: '20 dealers nearest to you' })
        .waitFor();
      const distances = await located.page
        .locator('main ol > li article')
        .evaluateAll((cards) =>
          cards.map((card) =>
            Number(/^([\d.]+) km away/m.exec((card as HTMLElement).innerText)?.[1]),
          ),
        );
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(10);
      expect(await located.page.locator('main ol address').first().innerText()).toContain('Pune');
    } finally {
      await located.context.close();
    }
  });

  it('says so when the location is refused, and the search still works', async () => {
    const refused = await newPage({ permissions: [] });
    try {
      await open(refused.page, '/where-to-buy?q=Pune');
      await refused.page.getByRole('button', { name: 'Near me' }).click();
      await refused.page
        .getByRole('alert')
        .filter({
          hasText:
            "Location is not allowed for this site, so we cannot list the dealers near you. Allow it in your browser's settings, or search by city, state or pincode.",
        })
        .waitFor({ timeout: 15_000 });
      expect(new URL(refused.page.url()).searchParams.get('q')).toBe('Pune');
    } finally {
      await refused.context.close();
    }
  });

  it('preselects the city the IP-location service names when nothing is searched', async () => {
    await open(page, '/where-to-buy');
    await page.getByRole('heading', { level: 2, name: '5 dealers in Kochi' }).waitFor();
    await page
      .getByText('Showing Kochi, from your approximate location. Search above for another place.')
      .waitFor();
    expect(locatedFor.at(-1)).toBe('/127.0.0.1/json/');
    const response = await page.request.get('/where-to-buy');
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });

  it('names the city from the IP location in Hindi on a Hindi page', async () => {
    await open(page, '/hi/where-to-buy');
    await page.getByText('आपकी अनुमानित लोकेशन से कोच्चि दिखा रहे हैं। कोई और जगह ऊपर खोजें।').waitFor();
  });

  it('is where "Find dealers" on a product page lands', async () => {
    await open(page, '/product/T14059');
    await page.getByRole('link', { name: 'Find dealers' }).click();
    await page.waitForURL((url) => url.pathname === '/where-to-buy');
    await page.getByRole('heading', { level: 1, name: 'Where to Buy' }).waitFor();
  });
});

/**
 * Fills fields by the start of their label (optional fields say "(optional)" after it); `true` ticks a checkbox, a
 * select takes its option's label.
 */
async function fill(page: Page, values: Record<string, string | true>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label);
    if (value === true) await field.check();
    else if ((await field.evaluate((el) => el.tagName)) === 'SELECT')
      await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

describe('the pages of issue 8 on a 375 px phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(
    async () => ({ context, page } = await newPage({ viewport: { width: 375, height: 812 } })),
  );
  afterAll(() => context?.close());

  it.each([
    ['/where-to-buy?q=Pune', undefined],
    ['/contact-us', 'Send message'],
    ['/leads-form', 'Request a call'],
    ['/events-lead-form', 'Send my details'],
    ['/email-support', 'Send to support'],
    ['/leads-form/ThankYou', undefined],
    ['/cookie-settings', undefined],
  ])('%s fits the screen and passes axe (a form with its errors shown)', async (path, submit) => {
    await open(page, path);
    if (submit) {
      await page.getByRole('button', { name: submit }).click();
      await page.getByRole('alert').filter({ hasText: 'Please check the form' }).waitFor();
    }
    expect(await overflowsWindow(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('with a captcha configured', () => {
  let captchaStack: Stack;
  const verified: string[] = [];
  beforeAll(async () => {
    captchaStack = await startStack({
      env: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAAAAAAtest' },
      forms: {
        // Stands in for Cloudflare's siteverify: the token the stub widget below produces is a person.
        captcha: {
          provider: 'turnstile',
          verify: async (token) => {
            verified.push(token ?? '');
            return token === 'stub-turnstile-token' ? 'valid' : 'invalid';
          },
        },
      },
    });
  });
  afterAll(() => captchaStack?.close());

  it('renders the widget in the form and sends its answer, which the API verifies', async () => {
    const browser = await connect();
    const context = await browser.newContext({ baseURL: captchaStack.baseUrl });
    context.setDefaultTimeout(10_000);
    const widgetScripts: string[] = [];
    // Cloudflare's script, stubbed: render() adds the field the real widget adds once the visitor passes.
    await context.route('https://challenges.cloudflare.com/**', (route) => {
      widgetScripts.push(route.request().url());
      return route.fulfill({
        contentType: 'application/javascript',
        body: `window.turnstile = { render: function (element, options) {
          var input = document.createElement('input');
          input.type = 'hidden'; input.name = 'cf-turnstile-response'; input.value = 'stub-turnstile-token';
          element.setAttribute('data-sitekey', options.sitekey); element.appendChild(input);
        } };`,
      });
    });
    const page = await context.newPage();
    try {
      const response = await page.goto('/contact-us');
      expect(response?.headers()['content-security-policy']).toContain(
        'https://challenges.cloudflare.com',
      );
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.locator('[data-sitekey="0x4AAAAAAAtest"]').waitFor({ state: 'attached' });
      expect(widgetScripts).toEqual([
        'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      ]);
      await fill(page, {
        'Your name': 'Ravi Kumar',
        'E-mail address': 'ravi@example.com',
        'Your message': 'Is the Nuvola range available in matte black?',
      });
      await page.getByRole('button', { name: 'Send message' }).click();
      await formStatus(page, 'status', /Thank you for writing to us/).waitFor();
      expect(verified).toEqual(['stub-turnstile-token']);
    } finally {
      await context.close();
    }
  });
});

describe('the forms', () => {
  let context: BrowserContext;
  let page: Page;
  const posts: string[] = [];
  beforeAll(async () => {
    ({ context, page } = await newPage());
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
  });
  afterAll(() => context?.close());

  it('contact-us: sends a message with a mobile number in Devanagari digits, confirms once with the reference the API stored', async () => {
    await open(page, '/contact-us');
    await fill(page, {
      'Your name': '  Ravi   Kumar ',
      'E-mail address': 'Ravi@Example.COM',
      'Mobile number': '+९१ ९८७६५-४३२१०',
      'Your message': 'Where can I see the Nuvola range in Pune?',
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    const thanks = 'Thank you for writing to us. We will reply within two working days.';
    await formStatus(page, 'status', thanks).waitFor();
    const row = storedRows('contact-us', 1).at(-1);
    // One confirmation, the form's status line (focused), naming the stored submission's reference; no toast.
    const reference = `C-${String(row?.id).padStart(6, '0')}`;
    expect(await page.locator('form [role="status"]').innerText()).toBe(
      `${thanks} Your reference number is ${reference}.`,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await notification(page, thanks).count()).toBe(0);
    expect(row?.payload).toEqual({
      name: 'Ravi Kumar',
      email: 'Ravi@example.com',
      phone: '9876543210',
      message: 'Where can I see the Nuvola range in Pune?',
    });
    expect(row?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('');
    expect(posts.at(-1)).toBe('/post/contact-us');
  });

  // The confirmation is the page's own words in its language, with and without JavaScript.
  it.each([
    [true, 'मोबाइल से लिखा: क्या पिवटल मैट ब्लैक में मिलता है?'],
    [false, 'बिना स्क्रिप्ट के लिखा: क्या पुणे में शोरूम है?'],
  ])(
    'contact-us in Hindi (JavaScript %s) confirms in Hindi',
    async (javaScriptEnabled, message) => {
      const visit = await newPage({ javaScriptEnabled });
      try {
        await open(visit.page, '/hi/contact-us', javaScriptEnabled);
        await fill(visit.page, {
          'आपका नाम': 'सुनीता शर्मा',
          'ई-मेल पता': 'sunita@example.com',
          'आपका मैसेज': message,
        });
        await visit.page.getByRole('button', { name: 'मैसेज भेजें' }).click();
        await formStatus(
          visit.page,
          'status',
          'लिखने के लिए धन्यवाद। हम दो कार्यदिवसों में जवाब देंगे।',
        ).waitFor();
        const reference = `C-${String(submissions('contact-us').at(-1)?.id).padStart(6, '0')}`;
        const status = await visit.page.locator('form [role="status"]').innerText();
        expect(status).toBe(
          `लिखने के लिए धन्यवाद। हम दो कार्यदिवसों में जवाब देंगे। आपका रेफ़रेंस नंबर ${reference} है।`,
        );
        // Hindi words throughout: the one Latin text is the reference itself.
        expect(status.replace(reference, '')).not.toMatch(/[A-Za-z]/);
      } finally {
        await visit.context.close();
      }
    },
  );

  it('leads-form: a lead who agrees to be called lands on the thank-you page, without toolbar or navigation', async () => {
    await open(page, '/leads-form?product=t14059');
    expect(await page.getByRole('link', { name: 'Ondessa home' }).count()).toBe(0);
    await fill(page, {
      'Your name': 'Asha Rao',
      'Mobile number': '098765 43210',
      City: 'Pune',
      Pincode: '411 007',
      'Interested in': 'Kitchen faucets',
      'I agree to be contacted by phone, SMS or e-mail about my enquiry.': true,
    });
    await page.getByRole('button', { name: 'Request a call' }).click();
    await page.waitForURL((url) => url.pathname === '/leads-form/ThankYou');
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await notification(page, 'Thank you! Our team will call you soon.').waitFor();
    expect(await page.getByRole('link', { name: 'Where to buy', exact: true }).count()).toBe(0);
    const [row] = storedRows('leads', 1);
    expect(row?.payload).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      city: 'Pune',
      pincode: '411007',
      interest: 'kitchen',
      product: 'T14059',
      consent: true,
    });
  });

  it('events-lead-form: the event in the URL is chosen, and the lead stored with it', async () => {
    await open(page, '/events-lead-form?event=design-week-mumbai-2026');
    expect(await page.getByLabel('The event you visited', { exact: true }).inputValue()).toBe(
      'design-week-mumbai-2026',
    );
    await fill(page, {
      'Your name': 'Kabir Shah',
      'Mobile number': '7654321098',
      City: 'Mumbai',
      'Interested in': 'Bathroom and kitchen',
      'What did you like at the stand?': 'The Nuvola shower column.',
      'I agree to be contacted by phone, SMS or e-mail about my enquiry.': true,
    });
    await page.getByRole('button', { name: 'Send my details' }).click();
    await formStatus(
      page,
      'status',
      'Thank you for visiting us! Our team will call you soon.',
    ).waitFor();
    const [row] = storedRows('events-lead-form', 1);
    expect(row?.payload).toMatchObject({
      event: 'design-week-mumbai-2026',
      name: 'Kabir Shah',
      interest: 'both',
      consent: true,
    });
  });

  it('email-support: a support request with its topic and model number', async () => {
    await open(page, '/email-support');
    await fill(page, {
      'Your name': 'Meera Iyer',
      'E-mail address': 'meera@example.com',
      'What is it about?': 'Warranty or a repair',
      'Model number': 't14059-pr',
      'Your message': 'The handle of my shower mixer is loose after a year.',
    });
    await page.getByRole('button', { name: 'Send to support' }).click();
    await formStatus(
      page,
      'status',
      /^Thank you\. Our support team will reply by e-mail within one working day\. Your reference number is S-\d{6}\.$/,
    ).waitFor();
    const [row] = storedRows('email-support', 1);
    expect(row?.payload).toMatchObject({ topic: 'warranty', model: 'T14059-PR' });
  });

  it('shows field errors beside the fields and in a summary, sends nothing and stores nothing', async () => {
    const before = submissions().length;
    const sent = posts.length;
    await open(page, '/contact-us');
    await fill(page, {
      'Your name': 'R2D2',
      'E-mail address': 'ravi@example',
      'Your message': 'Hi',
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
    await summary.waitFor();
    expect(await summary.getByRole('link').allInnerTexts()).toEqual([
      'Use only letters, spaces, dots, hyphens and apostrophes in your name.',
      'Enter an e-mail address such as name@example.com.',
      'Write at least 10 characters, so we can help.',
    ]);
    const email = page.getByLabel('E-mail address', { exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).innerText()).toContain(
      'Enter an e-mail address such as name@example.com.',
    );
    // Correcting a field clears its error at once.
    await email.fill('ravi@example.com');
    await page.getByText('Enter an e-mail address such as name@example.com.').first().waitFor({
      state: 'detached',
    });
    expect(await summary.getByRole('link').count()).toBe(2);
    expect(posts.length).toBe(sent);
    expect(submissions()).toHaveLength(before);
  });

  it('works without JavaScript: the server checks the same rules, and a lead is stored', async () => {
    const plain = await newPage({ javaScriptEnabled: false });
    try {
      await open(plain.page, '/leads-form', false);
      const before = submissions('leads').length;
      await fill(plain.page, { 'Your name': 'Neha', 'Mobile number': '12345' });
      await plain.page.getByRole('button', { name: 'Request a call' }).click();
      const summary = plain.page.getByRole('alert').filter({ hasText: 'Please check the form' });
      await summary.waitFor();
      expect(await summary.getByRole('link').allInnerTexts()).toEqual([
        'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
        'Enter your city.',
        'Choose what you are interested in.',
        'Tick the box to agree that we may contact you.',
      ]);
      expect(await plain.page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Neha');
      expect(submissions('leads')).toHaveLength(before);

      await fill(plain.page, {
        'Mobile number': '9123456780',
        City: 'Nagpur',
        'Interested in': 'Bathroom faucets and showers',
        'I agree to be contacted by phone, SMS or e-mail about my enquiry.': true,
      });
      await plain.page.getByRole('button', { name: 'Request a call' }).click();
      await plain.page.waitForURL((url) => url.pathname === '/leads-form/ThankYou');
      const rows = storedRows('leads', before + 1);
      expect(rows.at(-1)?.payload).toMatchObject({ name: 'Neha', phone: '9123456780' });
    } finally {
      await plain.context.close();
    }
  });

  it('a lead sent through the site is read back by pnpm leads:export', async () => {
    const file = path.join(stack.dataDir, 'leads.csv');
    await promisify(execFile)('pnpm', ['--filter', '@fittings/api', 'leads:export', file], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_PATH: stack.databasePath },
    });
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,submitted_at,form,event,name,phone,email,city,pincode,interest,product,message,consent,captcha',
    );
    expect(
      lines.some((line) =>
        /,leads,,Asha Rao,9876543210,,Pune,411007,kitchen,T14059,,yes,valid$/.test(line),
      ),
    ).toBe(true);
    expect(
      lines.some((line) => line.includes(',events-lead-form,design-week-mumbai-2026,Kabir Shah,')),
    ).toBe(true);
    expect(lines.some((line) => line.includes('Ravi Kumar'))).toBe(false);
  });

  it('refuses a POST without the XSRF header with a 403, and stores nothing', async () => {
    await open(page, '/contact-us');
    const before = submissions().length;
    const answer = await page.evaluate(async () => {
      const response = await fetch('/post/contact-us', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Mallory',
          email: 'mallory@example.com',
          message: 'A message from a page that cannot read the cookie.',
          captchaToken: 'local-captcha-test-token',
        }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false });
    expect(answer.body.message).toMatch(/could not be verified/);
    expect(submissions()).toHaveLength(before);
  });

  it('rate-limits a burst of posts from one visitor with 429 and Retry-After, and the form says so', async () => {
    await open(page, '/contact-us');
    const statuses = await page.evaluate(async (count) => {
      const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const answers = [];
      for (let i = 0; i < count; i++) {
        const response = await fetch('/post/contact-us', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
          body: JSON.stringify({ name: 'Burst' }),
        });
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      }
      return answers;
    }, RATE_LIMIT + 5);
    const limited = statuses.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(0, 1).map((answer) => answer.status)).toEqual([400]);
    for (const answer of limited) expect(Number(answer.retryAfter)).toBeGreaterThan(0);

    const before = submissions().length;
    await fill(page, {
      'Your name': 'Ravi Kumar',
      'E-mail address': 'ravi@example.com',
      'Your message': 'One more question about the Nuvola range.',
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    const limitedMessage = /^Too many requests: please wait \d+ seconds? and try again\.$/;
    await formStatus(page, 'alert', limitedMessage).waitFor();
    await notification(page, limitedMessage).waitFor();
    expect(submissions()).toHaveLength(before);
  });
});
