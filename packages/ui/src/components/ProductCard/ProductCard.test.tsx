import { fireEvent, render, screen, within } from '@testing-library/react';
import { designs, product, products } from '../../stories/fixtures';
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

  it('marks its name, collection and model line as not to be translated, and nothing else', () => {
    const { container } = render(<ProductCard product={newProduct!} detail="detailed" />);
    const link = screen.getByRole('link', { name: 'Trinsic® Single Handle Tall Basin Mixer' });
    expect(link.firstElementChild).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Model: T14059')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('WaterWise').closest('[translate]')).toHaveAttribute('translate', 'no');
    // The interface's own words stay translatable: nothing around them says otherwise.
    expect(screen.getByText('View details').closest('[translate="no"]')).toBeNull();
    expect(screen.getByText('New').closest('[translate="no"]')).toBeNull();
    const marked = [...container.querySelectorAll('[translate="no"]')].map((el) => el.textContent);
    expect(marked).toEqual([
      'WaterWise',
      expect.stringMatching(/^Trinsic/),
      'Trinsic® Single Handle Tall Basin Mixer',
      'Model: T14059',
      'Polished Chrome', // the finish chip's name, said to screen readers
    ]);
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

  it('shows a quiet panel instead of a broken image when the product has no picture', () => {
    const { container } = render(<ProductCard product={{ ...plain!, image: '' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Trinsic® Single Handle Basin Mixer' })).toBeVisible();
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

  describe('a design', () => {
    const [trillian, pivotal] = designs;

    it('switches picture, model and link to the finish picked, without leaving the page', () => {
      const onFinishChange = vi.fn();
      render(<ProductCard product={trillian!} onFinishChange={onFinishChange} />);
      const list = screen.getByRole('list', {
        name: 'Finishes of Trillian Single Handle Basin Mixer',
      });
      const nickel = within(list).getByRole('button', { name: 'Polished Nickel' });
      expect(within(list).getByRole('button', { name: 'Polished Chrome' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      fireEvent.click(nickel);
      expect(nickel).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('Model: T35691-PN')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Trillian Single Handle Basin Mixer' }),
      ).toHaveAttribute('href', '/product/trillian-single-handle-basin-mixer-t35691-pn');
      const picture = screen.getByRole('article').querySelector('img');
      expect(picture).toHaveAttribute('src', trillian!.finishes![1]!.image);
      expect(onFinishChange).toHaveBeenCalledWith(trillian!.finishes![1]);
    });

    it('saves the finish shown to the wishlist', () => {
      const onWishlistToggle = vi.fn();
      render(
        <ProductCard
          product={pivotal!}
          onWishlistToggle={onWishlistToggle}
          inWishlist={(model) => model === 'T35538'}
        />,
      );
      const heart = screen.getByRole('button', { name: /wishlist/ });
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      fireEvent.click(screen.getByRole('button', { name: 'Polished Chrome' }));
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(screen.getByRole('button', { name: 'Matte Black' }));
      fireEvent.click(heart);
      expect(onWishlistToggle).toHaveBeenCalledWith(
        expect.objectContaining({ model: 'T35538-BL' }),
        true,
      );
    });

    it('renders its swatches as links to each finish on the server, before scripts run', async () => {
      const { renderToString } = await import('react-dom/server');
      const html = renderToString(<ProductCard product={pivotal!} />);
      expect(html).toContain('href="/product/pivotal-mid-height-basin-mixer-t35538-pr"');
      expect(html).toContain('aria-current="true"');
      expect(html).not.toContain('<button');
    });

    it('shows no swatches for a product in one finish', () => {
      render(<ProductCard product={plain!} />);
      expect(screen.queryByRole('list', { name: /Finishes/ })).not.toBeInTheDocument();
    });
  });
});
