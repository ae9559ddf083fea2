import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toolbarLinks } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  args: { links: toolbarLinks },
  parameters: {
    docs: {
      description: {
        component:
          'The black top toolbar (39 px, `vars.size.toolbarHeight`) with the service links. Pass the links as data; ' +
          'the app hides it on the leads-form routes.',
      },
    },
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Service' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Where to buy', 'Contact us', 'Disclaimer']);
    await expect(nav.parentElement?.getBoundingClientRect().height).toBe(39);
  },
};

export const Mobile: Story = { globals: mobile };
