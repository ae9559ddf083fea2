import { formatCollectionName } from '@fittings/catalog-core';
import { render, screen } from '@testing-library/react';
import { TrademarkName } from '../TrademarkName/TrademarkName';
import { MarkedName } from './MarkedName';

// Names as the demo catalogue seeds them (tools/demo-catalogue).
describe('MarkedName', () => {
  it('sets trademark marks as real superscripts', () => {
    render(<MarkedName as="h1" text="DIAMOND<sup>™</sup> Seal Technology" />);
    const heading = screen.getByRole('heading', { name: 'DIAMOND™ Seal Technology' });
    expect(heading.querySelector('sup')).toHaveTextContent('™');
    expect(heading.innerHTML).not.toContain('&lt;');
  });

  it('is a name, not to be translated, unless told it is a sentence', () => {
    const { rerender } = render(<MarkedName as="p" text="Lumicoat<sup>®</sup>" />);
    expect(screen.getByText('Lumicoat')).toHaveAttribute('translate', 'no');
    rerender(<MarkedName as="p" text="Single lever control" translate="yes" />);
    expect(screen.getByText('Single lever control')).toHaveAttribute('translate', 'yes');
  });

  it('sets subscripts as real subscripts instead of dropping them', () => {
    render(<MarkedName as="p" text="H<sub>2</sub>Okinetic<sup>®</sup> Technology" />);
    const text = screen.getByText(/Okinetic/);
    expect(text.querySelector('sub')).toHaveTextContent('2');
    expect(text.querySelector('sup')).toHaveTextContent('®');
    expect(text).toHaveTextContent('H2Okinetic® Technology');
  });

  it('decodes entities', () => {
    render(<MarkedName as="p" text="Care &amp; Cleaning" />);
    expect(screen.getByText('Care & Cleaning')).toBeInTheDocument();
  });

  it('never turns markup into elements', () => {
    render(<MarkedName as="p" text={'Zura<img src=x onerror="alert(1)"><b>bold</b>™'} />);
    const text = screen.getByText(/Zura/);
    expect(text.querySelector('img, b')).toBeNull();
    expect(text).toHaveTextContent('Zurabold™');
  });

  it('renders catalog-core segments of a special collection with the registered mark', () => {
    render(<MarkedName as="p" segments={formatCollectionName('MagnaFlow Bud', 'Collection')} />);
    expect(screen.getByText(/MagnaFlow Bud/)).toHaveTextContent('MagnaFlow Bud®');
  });

  it('backs the deprecated TrademarkName', () => {
    render(<TrademarkName as="p" markup="PIVOTAL<sup>™</sup>" />);
    expect(screen.getByText('™').tagName).toBe('SUP');
  });
});
