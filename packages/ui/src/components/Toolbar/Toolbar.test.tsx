import { render, screen, within } from '@testing-library/react';
import { toolbarLinks } from '../../stories/fixtures';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('lists where to buy, contact us and disclaimer', () => {
    render(<Toolbar links={toolbarLinks} />);
    const nav = screen.getByRole('navigation', { name: 'Service' });
    expect(within(nav).getByRole('link', { name: 'Where to buy' })).toHaveAttribute(
      'href',
      '/where-to-buy',
    );
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(nav).getByRole('link', { name: 'Disclaimer' })).toHaveAttribute(
      'href',
      '/terms-of-use/disclaimer',
    );
  });
});
