import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { product } from '../../stories/fixtures';
import { FinishSwatches } from './FinishSwatches';

const meta = {
  title: 'Catalogue/FinishSwatches',
  component: FinishSwatches,
  args: { product },
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof FinishSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
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
};

export const Display: Story = { args: { mode: 'display' } };

export const NoFinish: Story = {
  args: { product: { finish: { code: 9999 }, associatedFinishes: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
