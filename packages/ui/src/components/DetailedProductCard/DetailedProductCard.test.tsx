import { render, screen, within } from '@testing-library/react';
import { product } from '../../stories/fixtures';
import { DetailedProductCard } from './DetailedProductCard';

describe('DetailedProductCard', () => {
  it('shows the collection, name, model, description and finishes of a full product', () => {
    render(<DetailedProductCard product={product} />);
    expect(screen.getByText('Trinsic Collection')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Trinsic® Single Handle Tall Basin Mixer' }),
    ).toHaveAttribute('href', '/product/t14059');
    expect(screen.getByText('Model: T14059')).toBeInTheDocument();
    expect(screen.getByText(product.description)).toBeInTheDocument();
    const finishes = within(screen.getByRole('list', { name: 'Finishes' })).getAllByRole(
      'listitem',
    );
    expect(finishes.map((item) => item.textContent)).toEqual([
      'Polished Chrome',
      'Champagne Bronze',
      'Matte Black',
      'Polished Gold',
    ]);
  });

  it('leads to a given href', () => {
    render(<DetailedProductCard product={product} href="/p/custom" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/p/custom');
  });
});
