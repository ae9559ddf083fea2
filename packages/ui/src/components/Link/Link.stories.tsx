import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/warranty', children: 'Read the warranty' },
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      Every product comes with a lifetime limited warranty. <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    // Inside the stories the provider's link component marks its anchors.
    await expect(canvas.getByRole('link')).toHaveAttribute('data-router-link');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'view full bathroom collection' },
};

export const External: Story = {
  args: {
    href: 'https://marketplace.example/dp/T14059',
    newTab: true,
    children: 'Buy on the marketplace',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};
