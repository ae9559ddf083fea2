import { fireEvent, render, screen } from '@testing-library/react';
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
});
