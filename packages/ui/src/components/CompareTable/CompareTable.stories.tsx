import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { comparedProducts, compareTableProps } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { CompareTable } from './CompareTable';

const { tallBasinMixer, tallBasinMixerBlack, showerhead, thermostaticTrim, towelRing } =
  comparedProducts;

const twoFinishes = compareTableProps([tallBasinMixer, tallBasinMixerBlack]);
const three = compareTableProps([tallBasinMixer, showerhead, thermostaticTrim]);
const four = compareTableProps([tallBasinMixer, showerhead, thermostaticTrim, towelRing]);
// Two finishes of one mixer and a trim: some rows (the warranty, hard water) are the same for all three.
const threeDifferences = compareTableProps(
  [tallBasinMixer, tallBasinMixerBlack, thermostaticTrim],
  true,
);

const meta = preview.meta({
  title: 'Compare/CompareTable',
  component: CompareTable,
  args: twoFinishes,
  ...docsMeta({ layout: 'padded' }),
});

/** The row headers' visible words, e.g. "Model Differs". */
const rowHeads = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((head) => head.textContent?.replace(/\s+/g, ' ').trim());

/** The table scrolls inside its region while the page itself stays as wide as the screen. */
async function scrollsInsideItsRegion(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'Comparison table' });
  await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  const page = canvasElement.ownerDocument.documentElement;
  // The caption's words wrap within what the screen shows, not across the scrolled table.
  const caption = region.querySelector('caption span') as HTMLElement;
  await expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(
    region.getBoundingClientRect().right + 1,
  );
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  // A keyboard reaches the hidden columns: the region is the next stop after the toggle, to scroll with arrow keys.
  within(canvasElement)
    .getByRole('link', { name: /^Show (only differences|all rows)$/ })
    .focus();
  await userEvent.tab();
  await expect(region).toHaveFocus();
}

export const TwoFinishesOfOneDesign = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /^Comparing 2 products\./ });
    const columns = within(table).getAllByRole('columnheader');
    await expect(columns).toHaveLength(2);
    // One name for both: the finish under it tells the columns apart.
    await expect(columns[0]).toHaveTextContent('Trinsic® Single Handle Tall Basin Mixer');
    await expect(columns[0]).toHaveTextContent('Polished Chrome');
    await expect(columns[1]).toHaveTextContent('Matte Black');
    await expect(table.querySelectorAll('sup')).toHaveLength(2);
    await expect(table).not.toHaveTextContent('<sup>');
    await expect(rowHeads(table)).toEqual([
      'Model Differs',
      'Finish Differs',
      'Water pressure',
      'Flow',
      'Inlet',
      'Hard water',
      'Cartridge',
      'Materials',
      'Warranty',
      'Size',
      'Technologies Differs',
      'Where to buy Differs',
    ]);
    await expect(
      canvas.getByRole('link', { name: 'Buy on Marketplace (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute(
      'href',
      '/where-to-buy',
    );
    await expect(
      canvas.getByRole('link', {
        name: 'Remove Trinsic® Single Handle Tall Basin Mixer (Matte Black) from the comparison',
      }),
    ).toHaveAttribute('href', '/compare?models=T14059');
    await expect(canvas.getByRole('link', { name: 'Show only differences' })).toHaveAttribute(
      'href',
      '/compare?models=T14059,T14059-BL&only=differences',
    );
  },
});

export const TwoFinishesAtPhoneWidth = meta.story({
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(2);
    await expect(canvas.getByRole('rowheader', { name: 'Finish Differs' })).toBeVisible();
    await scrollsInsideItsRegion(canvasElement);
  },
});

export const ThreeProductsOneWithoutPicture = meta.story({
  globals: desktop,
  args: three,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /^Comparing 3 products\./ });
    const columns = within(table).getAllByRole('columnheader');
    await expect(
      columns.map((column) => within(column).getAllByRole('link')[0]?.textContent),
    ).toEqual([
      'Trinsic® Single Handle Tall Basin Mixer',
      'Nuvola Showerhead with H2Okinetic® Technology',
      'Trinsic® Monitor® 17T Series Thermostatic Valve Trim with Integrated Volume Control and Diverter',
    ]);
    // The formula keeps its real subscript.
    await expect(columns[1]?.querySelector('sub')).toHaveTextContent('2');
    // Two pictures; the trim has none and shows no broken image.
    await expect(table.querySelectorAll('img')).toHaveLength(2);
    await expect(columns[2]?.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'Water pressure Differs' })).toBeVisible();
    await expect(within(table).getByText('Thermostatic cartridge')).toBeVisible();
  },
});

export const FourProductsWithLongNames = meta.story({
  globals: desktop,
  args: four,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(
      canvas.getByRole('columnheader', { name: /Towel Ring Champagne Bronze/ }),
    ).toBeVisible();
    // At 1280 px four columns fit: nothing scrolls sideways.
    const region = canvas.getByRole('region', { name: 'Comparison table' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
});

export const FourProductsAtPhoneWidth = meta.story({
  globals: mobile,
  args: four,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await scrollsInsideItsRegion(canvasElement);
    // The row headers stay in view while the products scroll past under a swipe.
    const region = canvas.getByRole('region', { name: 'Comparison table' });
    const head = canvas.getByRole('rowheader', { name: 'Model Differs' });
    region.scrollLeft = 240;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(Math.round(head.getBoundingClientRect().left)).toBe(
      Math.round(region.getBoundingClientRect().left),
    );
    await expect(canvas.getByRole('link', { name: 'Stryke® Towel Ring' })).toBeVisible();
  },
});

export const OnlyDifferences = meta.story({
  globals: desktop,
  args: threeDifferences,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: /^Comparing 3 products, only the rows that differ\./,
    });
    const heads = rowHeads(table);
    await expect(heads.length).toBeGreaterThan(0);
    await expect(heads.length).toBeLessThan(
      compareTableProps([tallBasinMixer, tallBasinMixerBlack, thermostaticTrim]).rows.length,
    );
    for (const head of heads) await expect(head).toMatch(/ Differs$/);
    await expect(canvas.getByRole('link', { name: 'Show all rows' })).toHaveAttribute(
      'href',
      '/compare?models=T14059,T14059-BL,T17T664-PN',
    );
  },
});

export const OnlyDifferencesAtPhoneWidth = meta.story({
  globals: mobile,
  args: threeDifferences,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Show all rows' })).toBeVisible();
    for (const head of canvas.getAllByRole('rowheader'))
      await expect(head).toHaveTextContent(/Differs$/);
    await scrollsInsideItsRegion(canvasElement);
  },
});
