import { fireEvent, render, screen } from '@testing-library/react';
import { products } from '../../stories/fixtures';
import { Viewboard } from './Viewboard';

describe('Viewboard', () => {
  it('disables Previous at the first item and Next at the last', () => {
    render(<Viewboard title="Recommended products" products={products.slice(0, 3)} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show item 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Show item 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('keeps a starting index within 0..count-1', () => {
    const onIndexChange = vi.fn();
    render(
      <Viewboard
        title="Related"
        products={products.slice(0, 3)}
        initialIndex={9}
        onIndexChange={onIndexChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show item 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show item 1 of 3' }));
    expect(onIndexChange).toHaveBeenCalledWith(0);
  });

  it('is a labelled carousel of product cards', () => {
    render(<Viewboard title="Selected Handle or Accent" products={products.slice(5, 6)} />);
    expect(screen.getByRole('region', { name: 'Selected Handle or Accent' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('renders nothing without products', () => {
    const { container } = render(<Viewboard title="Related" products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
