import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Message', hint: 'Tell us the model number if you have it.' },
  parameters: {
    layout: 'padded',
    docs: { description: { component: 'A labelled multi-line input.' } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Message' }),
    ).toHaveAccessibleDescription('Tell us the model number if you have it.');
  },
};

export const WithError: Story = { args: { error: 'Enter your message' } };
