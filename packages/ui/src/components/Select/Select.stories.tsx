import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  parameters: {
    layout: 'padded',
    docs: { description: { component: 'A labelled native select.' } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(select, 'mumbai');
    await expect(select).toHaveValue('mumbai');
  },
};

export const WithError: Story = { args: { error: 'Choose your city' } };
