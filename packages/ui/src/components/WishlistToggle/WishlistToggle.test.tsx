import { fireEvent, render, screen } from '@testing-library/react';
import { WishlistToggle } from './WishlistToggle';

describe('WishlistToggle', () => {
  it('is a toggle button that reports the next state', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <WishlistToggle pressed={false} onToggle={onToggle} productName="Zura Mixer" />,
    );
    const button = screen.getByRole('button', { name: 'Save Zura Mixer to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    rerender(<WishlistToggle pressed onToggle={onToggle} productName="Zura Mixer" />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('starts its accessible name with the visible caption', () => {
    render(
      <WishlistToggle pressed={false} onToggle={() => {}} productName="Zura Mixer" showText />,
    );
    expect(screen.getByRole('button', { name: 'Wishlist: Zura Mixer' })).toHaveTextContent(
      'Wishlist',
    );
  });
});
