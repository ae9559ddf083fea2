import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { product } from '../../stories/fixtures';
import { FinishSwatches } from './FinishSwatches';

const meta = preview.meta({
  title: 'Catalogue/FinishSwatches',
  component: FinishSwatches,
  args: { product },
  ...docsMeta({ layout: 'centered' }),
});

export const Links = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Polished Chrome', { selector: 'p > span' })).toBeInTheDocument();
    const names = within(canvas.getByRole('list', { name: 'Finishes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toEqual([
      'Polished Chrome (selected)',
      'Champagne Bronze',
      'Matte Black',
      'Polished Gold',
    ]);
    await expect(canvas.getByRole('link', { name: 'Matte Black' })).toHaveAttribute(
      'href',
      '/product/t14059-bl',
    );
  },
});

export const Display = meta.story({ args: { mode: 'display' } });

export const NoFinish = meta.story({
  args: { product: { finish: { code: 9999 }, associatedFinishes: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});
