import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseListingQuery, type ListingResult } from './listing';
import { ListingFilters } from './ListingFilters';
import { textWrapper } from '../test/text';

const listing: ListingResult = {
  products: [],
  total: 9,
  finishCount: 12,
  page: 1,
  pageCount: 1,
  finishes: [
    { value: 10, label: 'Polished Chrome', count: 6 },
    { value: 50, label: 'Matte Black', count: 3 },
  ],
  styles: [{ value: 10, label: 'Modern', count: 9 }],
  waterwiseCount: 4,
  lowPressureCount: 3,
  hardWaterCount: 7,
  kinds: undefined,
};

function Page() {
  const location = useLocation();
  return (
    <>
      <ListingFilters
        area="bathroom"
        query={parseListingQuery(new URLSearchParams(location.search))}
        listing={listing}
        resultsId="results"
      />
      <p data-testid="url">{location.pathname + location.search}</p>
    </>
  );
}

describe('ListingFilters', () => {
  it('puts a chosen finish, the waterwise filter and the sort in the URL, keeping the category and type', async () => {
    const Stub = createRoutesStub([{ path: '/filter/:area', Component: Page }]);
    render(<Stub initialEntries={['/filter/bathroom?category=lav-faucets&type=tall&page=3']} />, {
      wrapper: await textWrapper('en'),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Matte Black/ }));
    await screen.findByText('/filter/bathroom?category=lav-faucets&type=tall&sort=rank&finish=50');
    fireEvent.click(screen.getByRole('checkbox', { name: /WaterWise only/ }));
    await screen.findByText(/finish=50&waterwise=1$/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'name-asc' },
    });
    await screen.findByText(/sort=name-asc/);
    expect(screen.getByTestId('url').textContent).not.toContain('page=');
    expect(screen.getByRole('checkbox', { name: /Matte Black/ })).toBeChecked();
  });

  it("offers the category's types, and choosing one or All changes the type in the URL", async () => {
    const withKinds: ListingResult = {
      ...listing,
      kinds: {
        param: 'type',
        options: [
          { value: 'tall', label: 'Tall', count: 5 },
          { value: 'widespread', label: 'Widespread', count: 4 },
        ],
      },
    };
    function KindsPage() {
      const location = useLocation();
      return (
        <>
          <ListingFilters
            area="bathroom"
            query={parseListingQuery(new URLSearchParams(location.search))}
            listing={withKinds}
            resultsId="results"
          />
          <p data-testid="url">{location.pathname + location.search}</p>
        </>
      );
    }
    const Stub = createRoutesStub([{ path: '/filter/:area', Component: KindsPage }]);
    render(<Stub initialEntries={['/filter/bathroom?category=lav-faucets&type=tall']} />, {
      wrapper: await textWrapper('en'),
    });
    const group = await screen.findByRole('group', { name: 'Type' });
    expect(screen.getByRole('radio', { name: /Tall/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Widespread/ }).closest('label')).toHaveTextContent(
      'Widespread4',
    );
    fireEvent.click(screen.getByRole('radio', { name: /Widespread/ }));
    await screen.findByText('/filter/bathroom?category=lav-faucets&type=widespread&sort=rank');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText('/filter/bathroom?category=lav-faucets&sort=rank');
    expect(group.querySelectorAll('input[name="type"]')).toHaveLength(3);
  });

  it('shows how many products each option would show', async () => {
    const Stub = createRoutesStub([{ path: '/filter/:area', Component: Page }]);
    render(<Stub initialEntries={['/filter/bathroom?category=lav-faucets']} />, {
      wrapper: await textWrapper('en'),
    });
    const chrome = await screen.findByRole('checkbox', { name: /Polished Chrome/ });
    expect(chrome.closest('label')).toHaveTextContent('Polished Chrome6');
    expect(
      screen.getByRole('checkbox', { name: /WaterWise only/ }).closest('label'),
    ).toHaveTextContent('4');
  });

  it('speaks Hindi on a Hindi page: labels and sort names', async () => {
    const Stub = createRoutesStub([{ path: '/hi/filter/:area', Component: Page }]);
    render(<Stub initialEntries={['/hi/filter/bathroom?category=lav-faucets']} />, {
      wrapper: await textWrapper('hi'),
    });
    expect(await screen.findByRole('checkbox', { name: /सिर्फ़ WaterWise/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('ख़ास');
    expect(screen.getByRole('group', { name: 'फ़िनिश' })).toBeInTheDocument();
    expect(screen.queryByText('Sort by')).toBeNull();
    expect(screen.queryByText('WaterWise only')).toBeNull();
  });
});
