import { formatCollectionName } from '@fittings/catalog-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrademarkName } from './TrademarkName';

const meta = {
  title: 'Catalogue/TrademarkName',
  component: TrademarkName,
  args: { markup: 'Trinsic<sup>&reg;</sup> Pull-Down Kitchen Faucet', as: 'h2' },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Renders catalog-core `NameSegment`s (from `parseTrademarkName`, `formatProductName`, ' +
          '`formatCollectionName`) with `<sup>` for marks. Markup is parsed, never injected as HTML.',
      },
    },
  },
} satisfies Meta<typeof TrademarkName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromMarkup: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading.querySelector('sup')).toHaveTextContent('®');
  },
};

export const SpecialCollection: Story = {
  args: { markup: undefined, segments: formatCollectionName('CHOICE DWAY', 'Collection') },
};

export const MarkupIsNeverHtml: Story = {
  args: { markup: 'Zura<img src=x onerror="alert(1)"><sup>™</sup>' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading.querySelector('img')).toBeNull();
    await expect(heading).toHaveTextContent('Zura™');
  },
};
