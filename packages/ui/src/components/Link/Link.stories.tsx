import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Link } from './Link';

const meta = preview.meta({
  title: 'Actions/Link',
  component: Link,
  args: { href: '/warranty', children: 'Read the warranty' },
  ...docsMeta({ layout: 'centered' }),
});

export const Inline = meta.story({
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      Every product comes with a lifetime limited warranty. <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    // Inside the stories the provider's link component marks its anchors.
    await expect(canvas.getByRole('link')).toHaveAttribute('data-router-link');
  },
});

export const Standalone = meta.story({
  args: { variant: 'standalone', children: 'view full bathroom collection' },
});

export const External = meta.story({
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
});
