import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { product } from '../../stories/fixtures';
import { FeatureList } from './FeatureList';

const meta = preview.meta({
  title: 'Product page/FeatureList',
  component: FeatureList,
  args: {
    paragraph: product.paragraph,
    features: product.features,
    technologies: product.extras.technologies,
    specialFeatures: product.extras.specialFeatures,
  },
  ...docsMeta({ layout: 'padded' }),
});

export const PluralAndSingular = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Technologies' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Special Feature' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Touch-Clean® Spray Holes' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Touch-Clean® Spray Holes' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
  },
});

export const OneTechnology = meta.story({
  args: { technologies: product.extras.technologies.slice(0, 1), specialFeatures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Technology' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Special/ })).toBeNull();
  },
});
