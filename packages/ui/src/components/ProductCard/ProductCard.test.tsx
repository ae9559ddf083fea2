import { fireEvent, render, screen, within } from '@testing-library/react';
import { product, products } from '../../stories/fixtures';
import { DetailedProductCard, ProductCard } from './ProductCard';

const [newProduct, plain, , comingSoon] = products;

describe('ProductCard', () => {
  it('loads its image lazily, or at once with high priority when it is the first of its page', () => {
    const { container, rerender } = render(<ProductCard product={plain!} />);
    const image = () => container.querySelector('img')!;
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={plain!} priority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('links the trademarked name to the product page', () => {
    render(<ProductCard product={newProduct!} />);
    const link = screen.getByRole('link', { name: 'Trinsic® Single Handle Tall Basin Mixer' });
    expect(link).toHaveAttribute('href', '/product/t14059');
    expect(link.querySelector('sup')).toHaveTextContent('®');
    expect(screen.getByText('Model: T14059')).toBeInTheDocument();
  });

  it('shows a collection with trademark markup as a superscript, never as markup', () => {
    render(<ProductCard product={{ ...plain!, collection: 'Pivotal<sup>™</sup>' }} />);
    const mark = screen.getByText('™');
    expect(mark.tagName).toBe('SUP');
    expect(mark.parentElement).toHaveTextContent(/^Pivotal™$/);
    expect(document.body.innerHTML).not.toContain('&lt;sup');
  });

  it('shows the New tag and the water-saving badge', () => {
    render(<ProductCard product={newProduct!} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('WaterWise')).toBeInTheDocument();
  });

  it('shows Coming Soon, and no tag or badge for a plain product', () => {
    const { unmount } = render(<ProductCard product={comingSoon!} />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    unmount();
    render(<ProductCard product={plain!} />);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText('WaterWise')).not.toBeInTheDocument();
  });

  it('reports wishlist toggles with the product and the new state', () => {
    const onWishlistToggle = vi.fn();
    render(<ProductCard product={plain!} inWishlist onWishlistToggle={onWishlistToggle} />);
    const toggle = screen.getByRole('button', {
      name: 'Save Trinsic® Single Handle Basin Mixer to wishlist',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(onWishlistToggle).toHaveBeenCalledWith(plain, false);
  });

  it('has no wishlist toggle without a handler', () => {
    render(<ProductCard product={plain!} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ProductCard detail="detailed"', () => {
  it('shows the collection, name, model, description and finishes of a full product', () => {
    render(<ProductCard product={product} detail="detailed" />);
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

  it("shows a summary's collection markup as a superscript, never as markup", () => {
    render(
      <ProductCard product={{ ...plain!, collection: 'PIVOTAL<sup>™</sup>' }} detail="detailed" />,
    );
    expect(screen.getByText('™').tagName).toBe('SUP');
    expect(document.body.textContent).not.toContain('<sup>');
  });

  it('leads to a given href', () => {
    render(<ProductCard product={product} detail="detailed" href="/p/custom" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/p/custom');
  });

  it('is what the compact card shows plus the description and finishes', () => {
    const { unmount } = render(<ProductCard product={product} />);
    expect(screen.queryByText(product.description)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Finishes' })).not.toBeInTheDocument();
    unmount();
    render(<ProductCard product={product} detail="detailed" />);
    expect(screen.getByText(product.description)).toBeInTheDocument();
  });

  it('keeps the deprecated DetailedProductCard as an alias of the detailed card', () => {
    const { container: alias } = render(<DetailedProductCard product={product} />);
    const { container: card } = render(<ProductCard product={product} detail="detailed" />);
    expect(alias.innerHTML).toBe(card.innerHTML);
  });
});
