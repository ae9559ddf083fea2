// axe in the page, for the end-to-end files of issue 8: the serious and critical violations of the page as it is
// now (a form showing its errors, the consent banner open), as readable lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol, which the page's Content-Security-Policy does not block.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document);
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => String(n.target)).join(' | ')})`,
      );
  });
}

/** Whether anything is wider than the window (a phone would scroll sideways). */
export function overflowsWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
