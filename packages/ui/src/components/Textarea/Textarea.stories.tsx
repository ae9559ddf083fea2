import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Message', hint: 'Tell us the model number if you have it.' },
  ...docsMeta({ layout: 'padded', frame: { maxWidth: 520 } }),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Tell us the model number if you have it.',
    );
  },
};

export const WithError: Story = { args: { error: 'Enter your message' } };
