import { render, screen, within } from '@testing-library/react';
import { comparedProducts, compareTableProps } from '../../stories/fixtures';
import { CompareTable } from './CompareTable';

const { tallBasinMixer, tallBasinMixerBlack } = comparedProducts;

describe('CompareTable', () => {
  it('heads each product column and each row, and says "Differs" in the header of a differing row', () => {
    render(<CompareTable {...compareTableProps([tallBasinMixer, tallBasinMixerBlack])} />);
    const table = screen.getByRole('table', { name: /^Comparing 2 products\./ });
    expect(table.querySelectorAll('th[scope="col"]')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'Finish Differs' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Warranty' })).toBeTruthy();
    const finishRow = within(table)
      .getByRole('rowheader', { name: 'Finish Differs' })
      .closest('tr');
    expect(
      within(finishRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Polished Chrome', 'Matte Black']);
  });

  it('marks names and model cells as not to be translated, and leaves labels, facts and finishes translatable', () => {
    render(<CompareTable {...compareTableProps([tallBasinMixer, tallBasinMixerBlack])} />);
    const table = screen.getByRole('table');
    const head = table.querySelector('th[scope="col"]') as HTMLElement;
    expect(
      within(head)
        .getByText(/^Trinsic/)
        .closest('[translate]'),
    ).toHaveAttribute('translate', 'no');
    // A finish is a word of the page's language (a Hindi page says मैट ब्लैक), so a translation tool may translate it.
    expect(within(head).getByText('Polished Chrome').closest('[translate="no"]')).toBeNull();
    expect(
      within(head)
        .getByRole('link', { name: /^Remove/ })
        .closest('[translate="no"]'),
    ).toBeNull();
    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('translate'));
    expect(cells('Model Differs')).toEqual(['no', 'no']);
    expect(cells('Finish Differs')).toEqual([null, null]);
    expect(cells('Warranty')).toEqual([null, null]);
    expect(within(table).getByRole('rowheader', { name: 'Warranty' })).not.toHaveAttribute(
      'translate',
    );
  });

  it('links the products, the marketplace in a new tab and the dealers through the app', () => {
    render(<CompareTable {...compareTableProps([tallBasinMixer, tallBasinMixerBlack])} />);
    // Both finishes share one name; each links to its own product page.
    expect(
      screen
        .getAllByRole('link', { name: 'Trinsic® Single Handle Tall Basin Mixer' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/product/t14059', '/product/t14059-bl']);
    expect(
      screen.getByRole('link', { name: 'Buy on Marketplace (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Find a dealer' })).not.toHaveAttribute('target');
  });

  it('says so when no row differs under "only differences", and offers all rows back', () => {
    render(
      <CompareTable
        {...compareTableProps([tallBasinMixer, tallBasinMixerBlack], true)}
        rows={[]}
      />,
    );
    expect(screen.getByText('These products are the same in every row.')).toBeTruthy();
    expect(
      screen.getByRole('table', { name: /^Comparing 2 products, only the rows that differ\./ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all rows' })).toHaveAttribute(
      'href',
      '/compare?models=T14059,T14059-BL',
    );
  });
});
