import preview from '../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Select } from './Select';

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(select, 'mumbai');
    await expect(select).toHaveValue('mumbai');
  },
});

export const WithError = meta.story({ args: { error: 'Choose your city' } });
