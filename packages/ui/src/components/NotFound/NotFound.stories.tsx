import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { desktop, mobile } from '../../stories/viewports';
import { NotFound } from './NotFound';

const meta = preview.meta({
  title: 'Feedback/NotFound',
  component: NotFound,
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '404 Whoops, page not found.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
});

export const Mobile = meta.story({ globals: mobile });
