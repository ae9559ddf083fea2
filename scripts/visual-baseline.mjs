// Screenshot baselines shared by the design system's story shots (packages/ui/test/visual) and the site's page shots
// (apps/web/e2e/visual.e2e.ts): compare a PNG with the committed baseline of the same name, or accept it as the new
// baseline, and write what differs to an output folder a person can open.
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// pixelmatch's colour distance per pixel (0..1), and how many pixels may differ past it. Anti-aliased pixels are
// ignored by pixelmatch itself, so a real change (a word, a moved badge, a colour) is far above this.
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERENT_PIXELS = 40;

function countDifferent(a, b, diff) {
  return pixelmatch(a.data, b.data, diff?.data ?? null, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
  });
}

/**
 * A screenshot taken once the page has stopped changing: shots are repeated until two in a row are the same pixel
 * for pixel (as Playwright's own toHaveScreenshot does), since a late font swap, image decode or re-rasterised tile can
 * otherwise land between the page being ready and the shot. Gives up after `attempts` and returns the last shot.
 * `accepted(png)` (a baseline store's `matches`): a first shot that already matches the baseline is the picture
 * wanted, and the confirming shots are skipped. A passing run then takes one shot per picture instead of two or more;
 * a shot that does not match still waits for the page to settle before it is judged.
 */
export async function stableScreenshot(page, options, attempts = 5, accepted = undefined) {
  let previous = await page.screenshot(options);
  if (accepted?.(previous)) return previous;
  for (let attempt = 1; attempt < attempts; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await page.screenshot(options);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * A folder of baselines. `check(name, png, { maxDifferentPixels })` compares (or, with `update`, accepts) and returns a failure text or
 * null; `stale(names)` lists baselines no run produced, removing them when accepting.
 */
export function baselineStore({ baselineDir, outputDir, update }) {
  fs.rmSync(outputDir, { recursive: true, force: true });
  fs.mkdirSync(baselineDir, { recursive: true });
  const written = [];
  /** The last shot `matches` found as accepted, so that `check` does not compare it twice. */
  let matched;

  function compare(name, actualBuffer) {
    const file = path.join(baselineDir, name);
    const exists = fs.existsSync(file);
    const actual = PNG.sync.read(actualBuffer);
    const baseline = exists ? PNG.sync.read(fs.readFileSync(file)) : undefined;
    const sameSize =
      baseline && baseline.width === actual.width && baseline.height === actual.height;
    const diff = sameSize ? new PNG({ width: actual.width, height: actual.height }) : undefined;
    const different = sameSize ? countDifferent(baseline, actual, diff) : Infinity;
    return { file, actual, baseline, sameSize, diff, different };
  }

  function saveOutput(name, actual, diff) {
    fs.mkdirSync(outputDir, { recursive: true });
    fs.writeFileSync(path.join(outputDir, name.replace(/\.png$/, '.actual.png')), actual);
    if (diff) fs.writeFileSync(path.join(outputDir, name.replace(/\.png$/, '.diff.png')), diff);
  }

  return {
    written,
    /** Whether a shot passes against its baseline as it is (never while accepting: a new picture is settled first). */
    matches(name, actualBuffer, { maxDifferentPixels = MAX_DIFFERENT_PIXELS } = {}) {
      if (update || !fs.existsSync(path.join(baselineDir, name))) return false;
      const ok = compare(name, actualBuffer).different <= maxDifferentPixels;
      matched = ok ? actualBuffer : undefined;
      return ok;
    },
    check(name, actualBuffer, { maxDifferentPixels = MAX_DIFFERENT_PIXELS } = {}) {
      if (matched === actualBuffer) return null;
      const { file, actual, baseline, sameSize, diff, different } = compare(name, actualBuffer);
      if (different <= maxDifferentPixels) return null;
      if (update) {
        fs.writeFileSync(file, actualBuffer);
        written.push(name);
        return null;
      }
      saveOutput(name, actualBuffer, diff && PNG.sync.write(diff));
      if (!baseline) return `${name}: no baseline yet`;
      if (!sameSize) {
        return `${name}: ${actual.width}x${actual.height}, baseline ${baseline.width}x${baseline.height}`;
      }
      return `${name}: ${different} pixels differ`;
    },
    stale(names) {
      const produced = new Set(names);
      const left = fs.readdirSync(baselineDir).filter((file) => !produced.has(file));
      if (update) {
        for (const file of left) {
          fs.rmSync(path.join(baselineDir, file));
          written.push(`${file} (removed)`);
        }
        return [];
      }
      return left.map((file) => `${file}: baseline of a shot no run takes any more`);
    },
  };
}
