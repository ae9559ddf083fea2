import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me news about new collections', description: 'About one e-mail a month.' },
  ...docsMeta({ layout: 'padded' }),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Send me news about new collections',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms of use',
    description: undefined,
    error: 'Accept the terms to continue',
  },
};
