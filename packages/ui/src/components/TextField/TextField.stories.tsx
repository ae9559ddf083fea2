import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { TextField } from './TextField';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'name', autoComplete: 'name' },
  ...docsMeta({ layout: 'padded', frame: { maxWidth: 420 } }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
  },
});

export const WithHint = meta.story({
  args: { label: 'Phone', hint: 'We call only about your enquiry.', optional: true },
});

export const WithError = meta.story({
  args: { label: 'Email', type: 'email', error: 'Enter an email address like name@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com');
  },
});
