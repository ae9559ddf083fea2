// Spec 2.1 and 2.5: toolbar, navigation with its menus, side menu, footer, leads forms, scroll to top.
import { describe, expect, it } from 'vitest';
import { isMobile, open, useContext, viewports, withOwnContext } from './helpers';

describe.each(viewports)('layout at $width px', (viewport) => {
  const t = useContext(viewport);

  it('shows the black toolbar (39 px) and the navigation bar (61 px)', async () => {
    const { page } = t;
    await open(page, '/');
    const toolbar = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Where to buy', 'Contact us', 'Disclaimer']) {
      expect(await toolbar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    // The bar is the nearest box around the links with a background of its own (the links and the language switch
    // share an inner container).
    const bar = await toolbar.evaluate((el) => {
      let box = el.parentElement!;
      while (getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)' && box.parentElement)
        box = box.parentElement;
      return {
        height: box.getBoundingClientRect().height,
        color: getComputedStyle(box).backgroundColor,
      };
    });
    expect(Math.round(bar.height)).toBe(39);
    expect(bar.color).toBe('rgb(0, 0, 0)');
    // The language switch shares the bar at every width, inside its 39 px.
    const language = page.getByRole('navigation', { name: 'Language' }).first();
    expect(await language.getByRole('link', { name: 'हिन्दी' }).isVisible()).toBe(true);
    const navHeight = await page
      .getByRole('link', { name: 'Ondessa home' })
      .evaluate((el) => el.parentElement!.getBoundingClientRect().height);
    expect(Math.round(navHeight)).toBe(61);
  });

  if (isMobile(viewport)) {
    it('opens the side menu with the hamburger and expands Bathroom', async () => {
      const { page } = t;
      await open(page, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.waitFor();
      await menu.getByRole('button', { name: 'Bathroom', exact: true }).click();
      await menu.getByRole('button', { name: 'Showering', exact: true }).click();
      const filters = menu.getByRole('link', { name: /Shower Filters/ });
      expect(await filters.textContent()).toContain('New');
      await menu.getByRole('link', { name: 'Showerheads', exact: true }).click();
      await page.waitForURL(/\/filter\/bathroom\?category=showering&type=showerheads$/);
      await page.getByRole('heading', { level: 1, name: 'Showerheads' }).waitFor();
    });
  } else {
    it('opens the Bathroom dropdown on hover, with New tags and collection previews', async () => {
      const { page } = t;
      await open(page, '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['About Us', 'Design & Innovation', 'WaterWise', 'Videos & Catalogs']) {
        expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      await nav.getByRole('button', { name: 'Bathroom' }).hover();
      const filters = nav.getByRole('link', { name: /Shower Filters/ });
      await filters.waitFor();
      expect(await filters.textContent()).toContain('New');
      expect(await nav.getByRole('link', { name: /Choice Dway/ }).textContent()).toContain('New');
      expect(await nav.getByRole('link', { name: /Nuvola/ }).textContent()).toContain('New');
      await nav.getByRole('link', { name: 'Pivotal', exact: true }).hover();
      expect(await nav.locator('figure figcaption').textContent()).toBe('Pivotal');
      await nav.getByRole('link', { name: 'Tall', exact: true }).click();
      await page.waitForURL(/\/filter\/bathroom\?category=lav-faucets&type=tall$/);
      await page.getByRole('heading', { level: 1, name: 'Tall' }).waitFor();
    });

    it('hides the dropdown 500 ms after the pointer leaves', () =>
      withOwnContext(viewport, async (page) => {
        await open(page, '/');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('button', { name: 'Kitchen' }).hover();
        const pullDown = nav.getByRole('link', { name: 'Pull-Down', exact: true });
        await pullDown.waitFor();
        // Out of the navigation (to the toolbar above it): the open panel covers most of the window below.
        // The page's clock is the test's: still open 450 ms after leaving, closed at 500 ms.
        await page.clock.install();
        await page.mouse.move(100, 15);
        await page.clock.runFor(450);
        expect(await pullDown.isVisible()).toBe(true);
        await page.clock.runFor(50);
        await pullDown.waitFor({ state: 'hidden', timeout: 2000 });
      }));
  }

  it('has the footer columns, the legal links and this year in the copyright line', async () => {
    const { page } = t;
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const text = await footer.innerText();
    for (const heading of [
      'Our Company',
      'Bathroom',
      'Kitchen',
      'Design & Innovation',
      'Customer Service',
      'Connect With Us',
    ]) {
      expect(text.toLowerCase()).toContain(heading.toLowerCase());
    }
    for (const name of ['Terms of Use', 'Privacy Policy', 'CSR Policy']) {
      expect(await footer.getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    expect(text).toContain(`© ${new Date().getFullYear()}`);
  });

  it('scrolls to the top on navigation', async () => {
    const { page } = t;
    await open(page, '/filter/bathroom?category=lav-faucets');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kitchen Faucets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kitchen Faucets' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('can be used from the keyboard: skip link, then the navigation', async () => {
    const { page } = t;
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    if (!isMobile(viewport)) {
      const bathroom = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Bathroom' });
      await bathroom.focus();
      await page.keyboard.press('Enter');
      expect(await bathroom.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await bathroom.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('hides the toolbar and the navigation on the leads forms', async () => {
    const { page } = t;
    for (const path of ['/leads-form', '/leads-form/ThankYou']) {
      await open(page, path);
      expect(await page.getByRole('link', { name: 'Where to buy', exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Ondessa home' }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    }
  });
});
