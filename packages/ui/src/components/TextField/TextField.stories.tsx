import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'name', autoComplete: 'name' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A labelled input; `hint` and `error` describe it (`aria-describedby`), `error` marks it invalid.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
  },
};

export const WithHint: Story = {
  args: { label: 'Phone', hint: 'We call only about your enquiry.', optional: true },
};

export const WithError: Story = {
  args: { label: 'Email', type: 'email', error: 'Enter an email address like name@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com');
  },
};
