import { formatCollectionName } from '@fittings/catalog-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { MarkedName } from './MarkedName';

// Names as the demo catalogue seeds them (tools/demo-catalogue).
const meta = {
  title: 'Catalogue/MarkedName',
  component: MarkedName,
  args: { text: 'DIAMOND<sup>™</sup> Seal Technology', as: 'h2' },
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof MarkedName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trademark: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.querySelector('sup')).toHaveTextContent('™');
    await expect(heading).toHaveTextContent('DIAMOND™ Seal Technology');
  },
};

export const Subscript: Story = {
  args: { text: 'H<sub>2</sub>Okinetic<sup>®</sup> Technology' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.querySelector('sub')).toHaveTextContent('2');
    await expect(heading).toHaveTextContent('H2Okinetic® Technology');
  },
};

export const Entities: Story = { args: { text: 'Care &amp; Cleaning' } };

export const SpecialCollection: Story = {
  args: { text: undefined, segments: formatCollectionName('CHOICE DWAY', 'Collection') },
};

export const MarkupIsNeverHtml: Story = {
  args: { text: 'Zura<img src=x onerror="alert(1)"><sup>™</sup>' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.querySelector('img')).toBeNull();
    await expect(heading).toHaveTextContent('Zura™');
  },
};
