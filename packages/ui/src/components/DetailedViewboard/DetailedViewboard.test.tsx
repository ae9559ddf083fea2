import { render, screen } from '@testing-library/react';
import { products } from '../../stories/fixtures';
import { DetailedViewboard } from './DetailedViewboard';

describe('DetailedViewboard', () => {
  it('shows detailed cards and the view full collection link', () => {
    render(
      <DetailedViewboard
        title="Related products"
        products={products.slice(0, 2)}
        action={{ label: 'view full collection', href: '/collections/trinsic' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Related products' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'view full collection' })).toHaveAttribute(
      'href',
      '/collections/trinsic',
    );
  });
});
