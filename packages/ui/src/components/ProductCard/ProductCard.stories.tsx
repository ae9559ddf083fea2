import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { designs, product, products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { photoSrc, photoVariants } from '../ResponsiveImage/fixtures';
import { ProductCard } from './ProductCard';

const [newProduct, plain, , comingSoon] = products;

const meta = preview.meta({
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product: newProduct! },
  ...docsMeta({ layout: 'padded', frame: { maxWidth: 300 } }),
});

export const NewAndWaterwise = meta.story({
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('WaterWise')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Trinsic®\s*Single Handle Tall Basin Mixer/ }),
    ).toHaveAttribute('href', '/product/t14059');
  },
});

export const ComingSoon = meta.story({ args: { product: comingSoon! }, globals: desktop });

export const Plain = meta.story({ args: { product: plain! }, globals: mobile });

export const WithWishlist = meta.story({
  args: { onWishlistToggle: fn() },
  render: function Render(args) {
    const [inWishlist, setInWishlist] = useState(false);
    return (
      <ProductCard
        {...args}
        inWishlist={inWishlist}
        onWishlistToggle={(product, next) => {
          args.onWishlistToggle?.(product, next);
          setInWishlist(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', {
      name: /Save Trinsic® Single Handle Tall Basin Mixer to wishlist/,
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(newProduct, true);
  },
});

export const Detailed = meta.story({
  args: { product, detail: 'detailed' },
  globals: desktop,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().width).toBe(270);
    await expect(canvas.getByText('Model: T14059')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Finishes' })).toBeVisible();
  },
});

export const DetailedSummary = meta.story({
  args: { product: products[3]!, detail: 'detailed' },
  globals: desktop,
});

export const DetailedWithWishlist = meta.story({
  args: { product, detail: 'detailed', onWishlistToggle: fn(), inWishlist: true },
  globals: mobile,
});

const [trillian, pivotal, dorval, trinsic] = designs;

export const Design = meta.story({
  args: { product: trillian!, onFinishChange: fn() },
  globals: desktop,
  play: async ({ canvas, args }) => {
    const swatches = canvas.getByRole('list', {
      name: 'Finishes of Trillian Single Handle Basin Mixer',
    });
    // The swatches are links until the page is interactive (an effect), then buttons.
    const bronze = await within(swatches).findByRole('button', { name: 'Champagne Bronze' });
    await expect(bronze).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bronze);
    await expect(bronze).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Model: T35691-CZ')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Trillian Single Handle Basin Mixer' }),
    ).toHaveAttribute('href', '/product/trillian-single-handle-basin-mixer-t35691-cz');
    await expect(args.onFinishChange).toHaveBeenCalledWith(
      expect.objectContaining({ code: 40, model: 'T35691-CZ' }),
    );
  },
});

/** The finish a visitor filtered by (Matte Black) is the one shown, with a trademark name and the New tag. */
export const DesignInFilteredFinish = meta.story({ args: { product: pivotal! }, globals: mobile });

export const DesignComingSoonWithWishlist = meta.story({
  args: {
    product: dorval!,
    onWishlistToggle: fn(),
    inWishlist: (model: string) => model === 'T35970-BL',
  },
  globals: desktop,
});

export const DesignWithManyFinishes = meta.story({
  args: { product: trinsic!, onWishlistToggle: fn() },
  globals: mobile,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 170 }}>
        <Story />
      </div>
    ),
  ],
});

export const DesignDetailed = meta.story({
  args: { product: pivotal!, detail: 'detailed', onWishlistToggle: fn() },
  globals: desktop,
});

/**
 * A long catalogue name with trademark and subscript markup in a narrow card: it wraps, never runs out of the card.
 */
export const LongTrademarkName = meta.story({
  args: {
    product: {
      ...plain!,
      model: 'RP78570-2.5',
      name:
        'Nuvola<sup>&trade;</sup> Dual-Function Overhead Raincan Showerhead with ' +
        'H<sub>2</sub>Okinetic<sup>®</sup> and Touch-Clean<sup>®</sup> Spray Holes, Wall Mount',
      collection: 'Nuvola',
    },
    onWishlistToggle: fn(),
  },
  globals: mobile,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 170 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
});

/** A product with no picture gets the placeholder, and its tags and heart still sit in their corners. */
export const MissingImage = meta.story({
  args: { product: { ...newProduct!, image: '' }, onWishlistToggle: fn() },
  globals: desktop,
});

/** Every tag at once: Coming Soon with the WaterWise badge and the wishlist heart, none covering another. */
export const ComingSoonWaterwiseWithWishlist = meta.story({
  args: {
    product: { ...comingSoon!, waterwise: true },
    onWishlistToggle: fn(),
    inWishlist: true,
  },
  globals: mobile,
  play: async ({ canvas }) => {
    const badge = canvas.getByText('WaterWise').getBoundingClientRect();
    const heart = canvas.getByRole('button', { name: /wishlist/ }).getBoundingClientRect();
    const overlap =
      badge.left < heart.right &&
      heart.left < badge.right &&
      badge.top < heart.bottom &&
      heart.top < badge.bottom;
    await expect(overlap).toBe(false);
  },
});

/** A photographed product: its picture comes as AVIF or WebP at the width the card needs, never a desktop image. */
export const Photo = meta.story({
  args: { product: { ...plain!, image: photoSrc, imageVariants: photoVariants } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('picture img') as HTMLImageElement;
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    await expect(img.currentSrc).toMatch(/(\.|image\/)avif/);
  },
});

/** The detailed card on a Hindi page: the interface in Hindi, the product's name and model as they are. */
export const DetailedInHindi = meta.story({
  args: { product, detail: 'detailed' },
  globals: { ...desktop, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('मॉडल: T14059')).toBeVisible();
    await expect(canvas.getByText('विवरण देखें')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'फ़िनिश' })).toBeVisible();
  },
});
