import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile } from '../../stories/viewports';
import { SpareParts } from './SpareParts';

const parts = [
  { number: 1, code: 'RP70001', name: 'Ceramic disc cartridge (Trillian)', kind: 'cartridge' },
  { number: 2, code: 'RP70002', name: 'Aerator', kind: 'aerator' },
  { number: 3, code: 'RP70003', name: 'O-ring and seal kit (Trillian)', kind: 'o-ring-kit' },
  { number: 4, code: 'RP70004', name: 'Handle kit', kind: 'handle' },
];

const drawing = {
  url:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      // Shapes only: text inside an image is drawn in whatever serif the machine has, which no font check can see.
      '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="400"><rect width="720" height="400" fill="#fff"/>' +
        '<g fill="none" stroke="#141414" stroke-width="2"><rect x="330" y="40" width="60" height="40" rx="6"/>' +
        '<circle cx="360" cy="140" r="22"/><rect x="320" y="200" width="80" height="24" rx="12"/>' +
        '<path d="M300 300h120v40H300z"/><path d="M360 80v38M360 162v38M360 224v76" stroke-dasharray="4 6"/></g></svg>',
    ),
  altText: 'Exploded view of Trillian Basin Mixer: 1 cartridge, 2 aerator, 3 O-ring kit, 4 handle',
};

const meta = {
  title: 'Find a part/SpareParts',
  component: SpareParts,
  args: { parts, drawing, highlightCode: 'RP70002' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A product’s spare parts numbered as on its exploded view drawing, each with its part code; the part the ' +
          'visitor typed is marked (aria-current). The drawing’s text alternative lists every part.',
      },
    },
  },
} satisfies Meta<typeof SpareParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Spare parts' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Part code RP70001');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: /Exploded view of Trillian/ })).toBeVisible();
  },
};

export const MobileWithoutDrawing: Story = {
  globals: mobile,
  args: { drawing: null, highlightCode: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
