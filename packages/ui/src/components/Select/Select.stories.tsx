import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'City',
    placeholder: 'Choose a city',
    options: [
      { value: 'bengaluru', label: 'Bengaluru' },
      { value: 'delhi', label: 'Delhi' },
      { value: 'mumbai', label: 'Mumbai' },
    ],
  },
  ...docsMeta({ layout: 'padded', frame: { maxWidth: 420 } }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(select, 'mumbai');
    await expect(select).toHaveValue('mumbai');
  },
};

export const WithError: Story = { args: { error: 'Choose your city' } };
