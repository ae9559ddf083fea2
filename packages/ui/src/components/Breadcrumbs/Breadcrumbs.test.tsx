import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every step but the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Bathroom', href: '/bathroom' },
          { label: 'Zura Mixer', href: '/product/zura' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Bathroom']);
    expect(within(nav).getByText('Zura Mixer')).toHaveAttribute('aria-current', 'page');
  });
});
