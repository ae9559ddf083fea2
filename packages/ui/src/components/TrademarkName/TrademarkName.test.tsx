import { formatCollectionName } from '@fittings/catalog-core';
import { render, screen } from '@testing-library/react';
import { TrademarkName } from './TrademarkName';

describe('TrademarkName', () => {
  it('sets trademark marks as superscripts', () => {
    render(<TrademarkName as="h1" markup="Trinsic<sup>&reg;</sup> Pro" />);
    const heading = screen.getByRole('heading', { name: 'Trinsic® Pro' });
    expect(heading.querySelector('sup')).toHaveTextContent('®');
  });

  it('never turns markup into elements', () => {
    render(<TrademarkName as="p" markup={'Zura<img src=x onerror="alert(1)"><b>bold</b>™'} />);
    const text = screen.getByText(/Zura/);
    expect(text.querySelector('img, b')).toBeNull();
    expect(text).toHaveTextContent('Zurabold™');
  });

  it('renders catalog-core segments of a special collection with the registered mark', () => {
    render(<TrademarkName as="p" segments={formatCollectionName('MagnaFlow Bud', 'Collection')} />);
    expect(screen.getByText(/MagnaFlow Bud/)).toHaveTextContent('MagnaFlow Bud®');
  });
});
