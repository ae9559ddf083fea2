import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Textarea } from './Textarea';

const meta = preview.meta({
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Message', hint: 'Tell us the model number if you have it.' },
  ...docsMeta({ layout: 'padded', frame: { maxWidth: 520 } }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Tell us the model number if you have it.',
    );
  },
});

export const WithError = meta.story({ args: { error: 'Enter your message' } });
