import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Spinner } from './Spinner';

const meta = preview.meta({
  title: 'Internals/Spinner',
  component: Spinner,
  ...docsMeta({ layout: 'centered' }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
});

export const WithLabel = meta.story({ args: { label: 'Loading products', showLabel: true } });
