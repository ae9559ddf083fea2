import { render, screen, within } from '@testing-library/react';
import { FinishSwatches } from './FinishSwatches';

describe('FinishSwatches', () => {
  const product = {
    url: 't1-pn',
    finish: { code: 20 },
    associatedFinishes: [
      { code: 50, url: 't1-bl' },
      { code: 10, url: 't1' },
    ],
  };

  it('sorts by code, adds the own finish and names it as the current one', () => {
    render(<FinishSwatches product={product} />);
    expect(screen.getByText('Finish:')).toHaveTextContent('Finish: Polished Nickel');
    const items = within(screen.getByRole('list', { name: 'Finishes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Polished Chrome',
      'Polished Nickel (selected)',
      'Matte Black',
    ]);
  });

  it('links the other finishes to their product pages', () => {
    render(<FinishSwatches product={product} />);
    expect(screen.getByRole('link', { name: 'Matte Black' })).toHaveAttribute(
      'href',
      '/product/t1-bl',
    );
    expect(screen.queryByRole('link', { name: /Polished Nickel/ })).not.toBeInTheDocument();
  });

  it('shows nothing for the no-finish code', () => {
    const { container } = render(
      <FinishSwatches product={{ finish: { code: 9999 }, associatedFinishes: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
