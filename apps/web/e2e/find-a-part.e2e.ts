// Find a part (issue 17): a code typed as it is printed on a box, with or without spaces, dashes or the finish
// letters, gives the product, its spare parts with codes and exploded view, documents and where to buy; the form
// works without JavaScript; search recognises part codes too. At 375 and 1280 px, with axe.
import { describe, expect, it } from 'vitest';
import { seriousViolations, overflowsWindow } from './a11y';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, connect, open, useContext, viewports } from './helpers';

/**
 * The drawing's part numbers as a visitor sees them (issue 26): the drawing draws none, so each is page text set on
 * it, 1 to `count` from the top down as the list runs, each whole inside the drawing and on a line of its own.
 */
async function expectNumbersOnDrawing(page: Page, drawing: Locator, count: number): Promise<void> {
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await drawing.elementHandle(),
  );
  const labels = page.locator('figure span[aria-hidden="true"]');
  expect(await labels.allInnerTexts()).toEqual(
    Array.from({ length: count }, (_, i) => String(i + 1)),
  );
  const box = (await drawing.boundingBox())!;
  let previousTop = -Infinity;
  for (const label of await labels.all()) {
    expect(await label.isVisible()).toBe(true);
    const at = (await label.boundingBox())!;
    expect(at.x).toBeGreaterThanOrEqual(box.x);
    expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
    expect(at.y).toBeGreaterThanOrEqual(box.y);
    expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
    expect(at.y).toBeGreaterThan(previousTop + at.height);
    previousTop = at.y;
  }
}

describe.each(viewports)('find a part at $width px', (viewport) => {
  const t = useContext(viewport);

  it('finds the product from a code typed with spaces and lower case, with its parts and drawing', async () => {
    const { page } = t;
    await open(page, '/find-a-part');
    await page.getByRole('heading', { level: 1, name: 'Find a part' }).waitFor();
    await page.getByRole('textbox', { name: /Model or part code/ }).fill('t 35691');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL((url) => url.searchParams.get('code') === 't 35691');
    await page.getByRole('heading', { level: 2, name: 'Model T35691' }).waitFor();
    const parts = page.getByRole('list', { name: 'Spare parts' }).getByRole('listitem');
    expect(await parts.count()).toBe(4);
    expect(await parts.first().innerText()).toMatch(
      /Ceramic disc cartridge[\s\S]*Part code RP7\d{4}/,
    );
    const drawing = page.getByRole('img', { name: /Exploded view of .*Basin Mixer/ });
    await drawing.waitFor();
    await expectNumbersOnDrawing(page, drawing, 4);
    await page.getByRole('link', { name: 'Find dealers' }).waitFor();
    await page.getByRole('link', { name: /Download Installation Guide/i }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsWindow(page)).toBe(false);
  });

  it('reads a part code with a dash, marks that part, and lists the other products it fits', async () => {
    const { page } = t;
    await open(page, '/find-a-part?code=T35691');
    const code = /RP7\d{4}/.exec(
      await page
        .getByRole('list', { name: 'Spare parts' })
        .getByRole('listitem')
        .first()
        .innerText(),
    )![0];
    await open(page, `/find-a-part?code=${code.replace('RP', 'rp-')}`);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`Part ${code}, Ceramic disc cartridge`) })
      .waitFor();
    expect(await page.locator(`li[aria-current="true"]`).innerText()).toContain(code);
    await page.getByRole('heading', { level: 2, name: `${code} also fits` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says so when nothing has the code', async () => {
    const { page } = t;
    await open(page, '/find-a-part?code=ZZ-00000');
    await page
      .getByRole('status')
      .getByText(/We found no product or part with the code “ZZ-00000”/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('search finds the products a part code fits', async () => {
    const { page } = t;
    await open(page, '/find-a-part?code=T35691');
    const code = /RP7\d{4}/.exec(
      await page
        .getByRole('list', { name: 'Spare parts' })
        .getByRole('listitem')
        .first()
        .innerText(),
    )![0];
    await open(page, `/search-results?term=${code.toLowerCase()}`);
    await page.getByText('Model: T35691', { exact: true }).first().waitFor();
  });
});

describe('find a part without JavaScript', () => {
  it('submits the GET form and renders the answer on the server, the finish suffix dropped', async () => {
    const browser = await connect();
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/find-a-part');
      await page.getByRole('textbox', { name: /Model or part code/ }).fill('T35691-XX');
      await page.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/find-a-part' && url.search.includes('code='),
      );
      await page.getByRole('heading', { level: 2, name: 'Model T35691' }).waitFor();
      expect(
        await page.getByRole('list', { name: 'Spare parts' }).getByRole('listitem').count(),
      ).toBe(4);
    } finally {
      await context.close();
    }
  });
});

// The same visits in Hindi (issue 26): the page, its answer and its messages in Hindi, the codes as printed, and the
// parts, drawing and documents named in Hindi.
describe.each(viewports)('find a part in Hindi at $width px', (viewport) => {
  const t = useContext(viewport);

  it('finds the product from a typed code, with Hindi part names, drawing and documents', async () => {
    const { page } = t;
    await open(page, '/hi/find-a-part');
    await page.getByRole('heading', { level: 1, name: 'पार्ट खोजें' }).waitFor();
    await page.getByRole('textbox', { name: /मॉडल या पार्ट कोड/ }).fill('t 35691');
    await page.locator('main').getByRole('button', { name: 'खोजें', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/hi/find-a-part' && url.searchParams.get('code') === 't 35691',
    );
    await page.getByRole('heading', { level: 2, name: 'मॉडल T35691' }).waitFor();
    const parts = page.getByRole('list', { name: 'स्पेयर पार्ट्स' }).getByRole('listitem');
    expect(await parts.count()).toBe(4);
    expect(await parts.first().innerText()).toMatch(
      /सिरेमिक डिस्क कार्ट्रिज \(Trillian\)[\s\S]*पार्ट कोड RP7\d{4}/,
    );
    const drawing = page.getByRole('img', { name: /का एक्सप्लोडेड व्यू: 1 सिरेमिक डिस्क कार्ट्रिज/ });
    await drawing.waitFor();
    await expectNumbersOnDrawing(page, drawing, 4);
    await page.getByRole('link', { name: 'डीलर खोजें' }).waitFor();
    await page
      .getByRole('link', { name: /इंस्टॉलेशन गाइड/ })
      .first()
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Installation Guide|cartridge/i);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsWindow(page)).toBe(false);
  });

  it('says in Hindi when nothing has the code', async () => {
    const { page } = t;
    await open(page, '/hi/find-a-part?code=ZZ-00000');
    await page
      .getByRole('status')
      .getByText(/कोड “ZZ-00000” वाला कोई प्रोडक्ट या पार्ट नहीं मिला/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('find a part in Hindi without JavaScript', () => {
  it('submits the GET form to the Hindi page and renders the Hindi answer on the server', async () => {
    const browser = await connect();
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/hi/find-a-part');
      await page.getByRole('textbox', { name: /मॉडल या पार्ट कोड/ }).fill('T35691-XX');
      await page.locator('main').getByRole('button', { name: 'खोजें', exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === '/hi/find-a-part' && url.search.includes('code='),
      );
      await page.getByRole('heading', { level: 2, name: 'मॉडल T35691' }).waitFor();
      expect(
        await page.getByRole('list', { name: 'स्पेयर पार्ट्स' }).getByRole('listitem').count(),
      ).toBe(4);
    } finally {
      await context.close();
    }
  });
});
