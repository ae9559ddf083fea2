import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { WishlistToggle } from './WishlistToggle';

const meta = preview.meta({
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
});

export const Off = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', {
      name: 'Save Trinsic Basin Mixer to wishlist',
    });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
});

export const On = meta.story({ args: { pressed: true } });

export const WithText = meta.story({ args: { showText: true } });
