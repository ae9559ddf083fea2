import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { WishlistToggle } from './WishlistToggle';

const meta = {
  title: 'Catalogue/WishlistToggle',
  component: WishlistToggle,
  args: { pressed: false, onToggle: fn(), productName: 'Trinsic Basin Mixer' },
  ...docsMeta({ layout: 'centered' }),
  render: function Render(args) {
    const [pressed, setPressed] = useState(args.pressed);
    return (
      <WishlistToggle
        {...args}
        pressed={pressed}
        onToggle={(next) => {
          args.onToggle(next);
          setPressed(next);
        }}
      />
    );
  },
} satisfies Meta<typeof WishlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', {
      name: 'Save Trinsic Basin Mixer to wishlist',
    });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { pressed: true } };

export const WithText: Story = { args: { showText: true } };
