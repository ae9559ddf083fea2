import { render, screen, within } from '@testing-library/react';
import { products } from '../../stories/fixtures';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  it('lists one item per card', () => {
    render(
      <ProductGrid label="Related products">
        {products.slice(0, 3).map((item) => (
          <ProductCard key={item.model} product={item} />
        ))}
      </ProductGrid>,
    );
    const list = screen.getByRole('list', { name: 'Related products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a spinner while loading', () => {
    render(<ProductGrid loading loadingLabel="Loading results" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty text when there is nothing to list', () => {
    render(<ProductGrid emptyText="No products found." />);
    expect(screen.getByText('No products found.')).toBeInTheDocument();
  });
});
