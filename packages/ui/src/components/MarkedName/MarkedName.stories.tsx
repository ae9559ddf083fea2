import { formatCollectionName } from '@fittings/catalog-core';
import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { MarkedName } from './MarkedName';

// Names as the demo catalogue seeds them (tools/demo-catalogue).
const meta = preview.meta({
  title: 'Catalogue/MarkedName',
  component: MarkedName,
  args: { text: 'DIAMOND<sup>™</sup> Seal Technology', as: 'h2' },
  ...docsMeta({ layout: 'centered' }),
});

export const Trademark = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.querySelector('sup')).toHaveTextContent('™');
    await expect(heading).toHaveTextContent('DIAMOND™ Seal Technology');
  },
});

export const Subscript = meta.story({
  args: { text: 'H<sub>2</sub>Okinetic<sup>®</sup> Technology' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.querySelector('sub')).toHaveTextContent('2');
    await expect(heading).toHaveTextContent('H2Okinetic® Technology');
  },
});

export const Entities = meta.story({ args: { text: 'Care &amp; Cleaning' } });

export const SpecialCollection = meta.story({
  args: { text: undefined, segments: formatCollectionName('CHOICE DWAY', 'Collection') },
});

export const MarkupIsNeverHtml = meta.story({
  args: { text: 'Zura<img src=x onerror="alert(1)"><sup>™</sup>' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.querySelector('img')).toBeNull();
    await expect(heading).toHaveTextContent('Zura™');
  },
});
