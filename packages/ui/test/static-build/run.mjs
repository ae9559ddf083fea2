// Runs every story of the built, static Storybook (storybook-static/) in Chromium, as a reviewer opening the
// published site would get it: each story must render, its play function (the interaction test) must finish
// without throwing, no error may reach the console, and axe must find no serious or critical violation.
// Stories pinned to the mobile viewport run at 375 px, the rest at 1280 px.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  launchChromium,
  listStories,
  serveStorybookStatic,
  settle,
  storyUrl,
} from '../storybook-static.mjs';

const stories = listStories();
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const server = await serveStorybookStatic();
const browser = await launchChromium();

let passed = 0;
const failures = [];

try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  for (const story of stories) {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
    });
    // Stories that test focus need the page to be the focused one, as a visitor's tab is.
    await page.bringToFront();
    try {
      const url = storyUrl(server.origin, story.id);
      await page.goto(url);
      await settle(page);
      const viewport = await page.evaluate(
        () => window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value,
      );
      if (viewport === 'mobile') {
        errors.length = 0;
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto(url);
      }
      const phase = await settle(page);
      if (phase !== 'finished') {
        const message = await page
          .locator('#error-message, .sb-errordisplay')
          .first()
          .textContent()
          .catch(() => '');
        throw new Error(`render ${phase}${message ? `: ${message.trim().slice(0, 300)}` : ''}`);
      }
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document.querySelector('#storybook-root') ?? document, {
          resultTypes: ['violations'],
        });
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id} (${violation.nodes.length})`);
      });
      if (violations.length > 0) throw new Error(`axe: ${violations.join(', ')}`);
      if (errors.length > 0) throw new Error(`console: ${errors.join(' | ').slice(0, 300)}`);
      passed += 1;
    } catch (error) {
      failures.push(`${story.id}: ${error.message}`);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`storybook-static: ${stories.length} stories in the static build`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
