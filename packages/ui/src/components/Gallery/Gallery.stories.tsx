import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { gallery } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Gallery } from './Gallery';

const meta = preview.meta({
  title: 'Product page/Gallery',
  component: Gallery,
  args: { items: gallery, label: 'Trinsic tall basin mixer gallery' },
  ...docsMeta({ layout: 'padded', frame: { maxWidth: 760 } }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    const thumbs = within(canvas.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await expect(thumbs[0]!.getBoundingClientRect().width).toBe(100);
    await userEvent.click(thumbs[2]!);
    await expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    const slide = canvas.getByRole('group', { name: '3 of 5' });
    await waitFor(
      () => {
        const stage = slide.parentElement!.getBoundingClientRect();
        expect(Math.abs(slide.getBoundingClientRect().left - stage.left)).toBeLessThan(2);
        // A smooth scroll on a loaded machine takes longer than waitFor's default second.
      },
      { timeout: 5000 },
    );
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const dots = within(canvas.getByRole('list', { name: 'Slides' })).getAllByRole('button');
    await userEvent.click(dots[1]!);
    await expect(dots[1]).toHaveAttribute('aria-current', 'true');
  },
});

export const VideoSelected = meta.story({ args: { initialIndex: 4 }, globals: desktop });

export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'no image' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
  },
});
