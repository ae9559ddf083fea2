import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { desktop, mobile } from '../../stories/viewports';
import { SpareParts } from './SpareParts';

const parts = [
  { number: 1, code: 'RP70001', name: 'Ceramic disc cartridge (Trillian)', kind: 'cartridge' },
  { number: 2, code: 'RP70002', name: 'Aerator', kind: 'aerator' },
  { number: 3, code: 'RP70003', name: 'O-ring and seal kit (Trillian)', kind: 'o-ring-kit' },
  { number: 4, code: 'RP70004', name: 'Handle kit', kind: 'handle' },
];

// Shapes only, as the catalogue's drawings are: a part per row with a leader to an empty ring, where the component
// sets the part's number as HTML (the callouts give the rings' places in percent of the drawing).
const rings = [1, 2, 3, 4].map((number) => ({ number, x: 75, y: 12.5 + (number - 1) * 17.5 }));
const drawing = {
  url:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/>' +
        '<g fill="none" stroke="#141414" stroke-width="2"><rect x="130" y="24" width="40" height="52" rx="6"/>' +
        '<circle cx="150" cy="120" r="14"/><circle cx="150" cy="190" r="18"/><rect x="110" y="254" width="80" height="12" rx="6"/>' +
        '<path d="M104 330h92v44H104z"/><path d="M150 20v310" stroke-dasharray="8 6"/>' +
        rings
          .map(
            (ring) =>
              `<path d="M200 ${ring.y * 4}H282" stroke-dasharray="4 3"/><circle cx="300" cy="${ring.y * 4}" r="18" fill="#fff"/>`,
          )
          .join('') +
        '</g></svg>',
    ),
  altText: 'Exploded view of Trillian Basin Mixer: 1 cartridge, 2 aerator, 3 O-ring kit, 4 handle',
  callouts: rings,
};

const meta = preview.meta({
  title: 'Find a part/SpareParts',
  component: SpareParts,
  args: { parts, drawing, highlightCode: 'RP70002' },
  ...docsMeta({ layout: 'padded' }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Spare parts' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Part code RP70001');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    const image = canvas.getByRole('img', { name: /Exploded view of Trillian/ });
    await expect(image).toBeVisible();
    // Each number is HTML on its ring: inside the drawing, at the place its callout gives.
    const box = image.getBoundingClientRect();
    for (const ring of rings) {
      const label = canvasElement.querySelector<HTMLElement>(`[data-callout="${ring.number}"]`)!;
      await expect(label).toHaveTextContent(String(ring.number));
      await expect(label).toHaveAttribute('aria-hidden', 'true');
      const at = label.getBoundingClientRect();
      await expect(
        Math.abs(at.left + at.width / 2 - (box.left + (box.width * ring.x) / 100)),
      ).toBeLessThan(2);
      await expect(
        Math.abs(at.top + at.height / 2 - (box.top + (box.height * ring.y) / 100)),
      ).toBeLessThan(2);
    }
  },
});

export const MobileWithoutDrawing = meta.story({
  globals: mobile,
  args: { drawing: null, highlightCode: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
});
