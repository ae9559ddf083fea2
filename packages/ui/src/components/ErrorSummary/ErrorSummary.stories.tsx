import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = preview.meta({
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'lead-name', message: 'Enter your full name' },
      { fieldId: 'lead-email', message: 'Enter an email address like name@example.com' },
    ],
  },
  ...docsMeta({ layout: 'padded' }),
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary {...args} />
      <TextField id="lead-name" label="Full name" error="Enter your full name" />
      <TextField
        id="lead-email"
        label="Email"
        type="email"
        error="Enter an email address like name@example.com"
      />
    </div>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    // The summary takes focus in an effect; outside a test runner's act() that lands after the first paint.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter an email address like name@example.com' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
});
