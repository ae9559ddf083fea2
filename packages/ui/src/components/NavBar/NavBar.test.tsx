import { fireEvent, render, screen, within } from '@testing-library/react';
import { BrandMark, navEntries } from '../../stories/fixtures';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('links the brand mark home and reports the search button', () => {
    const onSearch = vi.fn();
    render(
      <NavBar
        brand={<BrandMark />}
        brandLabel="Fittings home"
        entries={navEntries}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByRole('link', { name: 'Fittings home' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('opens the side menu from the hamburger', () => {
    render(<NavBar brand="Fittings" brandLabel="Home" entries={navEntries} onSearch={() => {}} />);
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names each shortcut with its count in the bar and in the side menu', () => {
    render(
      <NavBar
        brand="Fittings"
        brandLabel="Home"
        entries={navEntries}
        onSearch={() => {}}
        shortcuts={[
          { label: 'Wishlist', href: '/wishlist', icon: 'heart', count: 3 },
          { label: 'Compare', href: '/compare', icon: 'compare', count: 1 },
          { label: 'Saved', href: '/saved', icon: 'heart' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Wishlist, 3 items' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    expect(screen.getByRole('link', { name: 'Compare, 1 item' })).toHaveTextContent('1');
    // A count not known yet names the link by its label and shows no badge.
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Wishlist, 3 items',
      }),
    ).toBeInTheDocument();
  });
});
