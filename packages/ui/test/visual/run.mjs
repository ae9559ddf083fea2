// Visual regression of the design system: every story of the built Storybook, in both themes, at 375 px and 1280 px,
// screenshotted in Chromium after its play function and compared with the committed baseline in baselines/.
// On the way, the static build is checked as a reviewer opening it would meet it: every story renders and its play
// function (the interaction test) finishes, no error reaches the console and no request fails, in every shot at the
// story's own width (a story pinned to the mobile or desktop viewport is written for that width alone); and axe finds
// no serious or critical violation in the brand theme at that width (1280 px for stories not pinned).
//   node test/visual/run.mjs              compare (CI); what differs goes to test/visual/output/ (.actual, .diff)
//   node test/visual/run.mjs --update     accept intended changes: rewrites the baselines that differ
//   node test/visual/run.mjs --only name  only the stories whose id contains the text
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineFontsDrawn, machineFontsFailure } from '../../../../scripts/platform-fonts.mjs';
import { baselineStore, stableScreenshot } from '../../../../scripts/visual-baseline.mjs';
import {
  launchChromium,
  listStories,
  serveStorybookStatic,
  settle,
  storyUrl,
} from '../storybook-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const update = args.includes('--update');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

const THEMES = ['brand', 'studio'];
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const stories = listStories().filter((story) => !only || story.id.includes(only));
const store = baselineStore({
  baselineDir: path.join(here, 'baselines'),
  outputDir: path.join(here, 'output'),
  update,
});
const server = await serveStorybookStatic();
const browser = await launchChromium();
const failures = [];
const names = [];
const failedNames = new Set();
const fail = (name, failure) => {
  failures.push(failure);
  failedNames.add(name);
};

// The first story of a page loads the preview; the next ones are rendered in place, as Storybook's own sidebar does,
// which is several times faster than loading the preview again for each of the 400-odd shots.
async function show(page, storyId, theme) {
  const loaded = await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.currentRender));
  if (!loaded) {
    // `fonts: bundled`: the second theme's system stacks draw in faces the package bundles (.storybook/bundledFonts),
    // so no shot depends on the fonts of the machine it runs on.
    await page.goto(storyUrl(server.origin, storyId, { theme, fonts: 'bundled' }));
  } else {
    await page.evaluate(
      (id) =>
        window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', {
          storyId: id,
          viewMode: 'story',
        }),
      storyId,
    );
    await page.waitForFunction(
      (id) => window.__STORYBOOK_PREVIEW__?.currentRender?.id === id,
      storyId,
      { timeout: 30_000, polling: 20 },
    );
  }
  const phase = await settle(page);
  if (phase !== 'finished') throw new Error(`render ${phase}`);
}

/** A page that records what went wrong in it: uncaught errors, console errors and failed requests. */
async function watchedPage(context) {
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      page.problems.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) page.problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  // Stories that test focus need the page to be the focused one, as a visitor's tab is.
  await page.bringToFront();
  return page;
}

/** axe over the story's root: its serious and critical violations, as `id (nodes)`. */
async function axeViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    await page.addScriptTag({ content: axeSource });
  }
  return page.evaluate(async () => {
    const result = await window.axe.run(document.querySelector('#storybook-root') ?? document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

async function shoot(page, accepted) {
  // Fonts and the images in view are part of the picture: wait for them rather than for a fixed time.
  await page.evaluate(async () => {
    // A play function's clicks scroll what they click into view, by amounts that differ from run to run (a panel
    // that scrolls, such as the consent banner, by fractions of a pixel): every shot starts from the top.
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll('*')) {
      if (element.scrollTop !== 0) element.scrollTop = 0;
    }
    // A face is requested only when layout meets text that needs it (a Devanagari heading after a story switch), and
    // `fonts.ready` does not wait for a load that has not begun: let layout run a frame first, then wait until no
    // face is loading.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    do {
      await frame();
      await frame();
      await document.fonts.ready;
    } while ([...document.fonts].some((face) => face.status === 'loading'));
    // A full-page shot grows the viewport, which starts lazy pictures below the fold at a moment of Chromium's
    // choosing, so a shot caught some of them loaded and some not: load them all, then wait for every picture.
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
            }),
        ),
    );
  });
  return stableScreenshot(
    page,
    { fullPage: true, animations: 'disabled', caret: 'hide' },
    5,
    accepted,
  );
}

try {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      let page = await watchedPage(context);
      for (const story of stories) {
        const name = `${story.id}.${theme}.${viewport.width}.png`;
        names.push(name);
        try {
          page.problems.length = 0;
          await show(page, story.id, theme);
          // A story may allow more pixels to differ (`parameters.visual.maxDifferentPixels`), saying why beside it.
          const options = await page.evaluate(
            () => window.__STORYBOOK_PREVIEW__.currentRender.story?.parameters?.visual ?? {},
          );
          const shot = await shoot(page, (png) => store.matches(name, png, options));
          const failure = store.check(name, shot, options);
          if (failure) fail(name, failure);
          // Every face in the picture must come from the repository: a face of this machine would make the baseline
          // pass only where the same fonts are installed. Chromium says which face drew each node.
          const fonts = machineFontsFailure(name, await machineFontsDrawn(page));
          if (fonts) fail(name, fonts);
          // A story pinned to a viewport (`mobile` or `desktop`) is written for that width: its play function is
          // judged there, and shot at the other width as it falls. axe runs once per story, in the brand theme.
          const pinned = await page.evaluate(
            () => window.__STORYBOOK_PREVIEW__.currentRender.story?.storyGlobals?.viewport?.value,
          );
          const ownWidth = { mobile: 375, desktop: 1280 }[pinned];
          if (theme === 'brand' && viewport.width === (ownWidth ?? 1280)) {
            const violations = await axeViolations(page);
            if (violations.length > 0) fail(name, `${name}: axe: ${violations.join(', ')}`);
          }
          if (page.problems.length > 0 && (ownWidth ?? viewport.width) === viewport.width) {
            fail(name, `${name}: console: ${page.problems.join(' | ').slice(0, 300)}`);
          }
        } catch (error) {
          fail(name, `${name}: ${error.message.split('\n')[0]}`);
          // Start the next story on a fresh page, whatever this one left behind.
          await page.close();
          page = await watchedPage(context);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (!only) {
  for (const stale of store.stale(names)) fail(stale, stale);
}

for (const name of store.written) console.log(`accepted ${name}`);
for (const failure of failures) console.error(`FAIL ${failure}`);
if (failures.length > 0 && !update) {
  console.error(
    'The pictures are in packages/ui/test/visual/output/. If the change is intended, accept it with ' +
      '`pnpm --filter @fittings/ui visual:accept`, open the changed baselines, and commit them.',
  );
}
console.log(
  `visual: ${stories.length} stories x ${THEMES.length} themes x ${VIEWPORTS.length} widths` +
    (update ? `, ${store.written.length} baselines accepted` : ''),
);
console.log(`${names.length - failedNames.size} passed, ${failedNames.size} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
