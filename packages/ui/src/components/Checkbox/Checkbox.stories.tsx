import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me news about new collections', description: 'About one e-mail a month.' },
  ...docsMeta({ layout: 'padded' }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Send me news about new collections',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
});

export const WithError = meta.story({
  args: {
    label: 'I accept the terms of use',
    description: undefined,
    error: 'Accept the terms to continue',
  },
});
