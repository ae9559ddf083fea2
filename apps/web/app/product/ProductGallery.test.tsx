import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { ProductGallery, galleryItems } from './ProductGallery';

describe('product gallery', () => {
  it("uses the product's gallery, else its main image", () => {
    const gallery = [{ isVideo: false, url: '/a.svg', altText: 'front' }];
    expect(galleryItems(makeProduct({ model: 'A', gallery }), 'A')).toEqual(gallery);
    expect(galleryItems(makeProduct({ model: 'B', image: '/b.svg' }), 'Bee')).toEqual([
      { isVideo: false, url: '/b.svg', altText: 'Bee' },
    ]);
  });

  it('shows the single "no image" placeholder when there is nothing to show', () => {
    render(
      <ProductGallery product={makeProduct({ model: 'C', image: '', gallery: [] })} name="Cee" />,
    );
    expect(screen.getByRole('img', { name: 'no image' })).toBeInTheDocument();
  });
});
