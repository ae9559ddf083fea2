import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me news about new collections', description: 'About one e-mail a month.' },
  parameters: {
    layout: 'padded',
    docs: { description: { component: 'A labelled checkbox in the brand style.' } },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
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
