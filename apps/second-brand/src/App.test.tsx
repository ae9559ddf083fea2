import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { catalogue } from './catalogue';
import { searchCatalogue } from './search';

const cardNames = (grid: string) =>
  within(screen.getByRole('list', { name: grid }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Brasswell site', () => {
  it('shows every product of its own catalogue in the grid', () => {
    render(<App search="" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'All taps and showers' }),
    ).toBeInTheDocument();
    expect(cardNames('All taps and showers')).toHaveLength(catalogue.length);
    expect(screen.getByRole('link', { name: 'Brasswell home' })).toBeInTheDocument();
  });

  it('filters the grid by the type its own menus link to', () => {
    render(<App search="?type=shower-sets" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shower sets' })).toBeInTheDocument();
    expect(cardNames('Shower sets')).toEqual([
      'Hollis rain shower set',
      'Marlow thermostatic shower set',
      'Cove slide-rail shower set',
    ]);
    expect(screen.getByRole('link', { name: 'Kitchen taps' })).toHaveAttribute(
      'href',
      '?type=kitchen-taps',
    );
  });

  it('names finishes from its own finish table, not the default one', () => {
    render(<App search="" />);
    const featured = screen.getByRole('region', { name: 'Hollis single-lever basin tap' });
    expect(featured).toHaveTextContent('Brushed Brass');
    expect(within(featured).getByRole('link', { name: /Gunmetal/ })).toHaveAttribute(
      'href',
      '?term=bw-1101-gm',
    );
    expect(featured).not.toHaveTextContent('Polished Chrome');
    expect(featured).not.toHaveTextContent('Matte Black');
  });

  it('opens the search dialog and previews at most three matches as the visitor types', async () => {
    const user = userEvent.setup();
    render(<App search="" />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('searchbox'), 'marlow');
    const previews = await within(dialog).findAllByRole(
      'link',
      { name: /Marlow/ },
      { timeout: 2000 },
    );
    expect(previews.length).toBeGreaterThan(0);
    expect(previews.length).toBeLessThanOrEqual(3);
    expect(within(dialog).getByRole('link', { name: /view all products/i })).toHaveAttribute(
      'href',
      '?term=marlow',
    );
  });

  it('shows search results from the query string', () => {
    render(<App search="?term=cove" />);
    expect(cardNames('Results for “cove”')).toEqual([
      'Cove slide-rail shower set',
      'Cove bridge kitchen tap',
      'Cove pull-out kitchen tap',
    ]);
  });
});

describe('searchCatalogue', () => {
  it('puts the exact model first and keeps only model matches', () => {
    expect(searchCatalogue('bw-1101', 10).map((p) => p.model)).toEqual(['BW-1101', 'BW-1101-GM']);
  });

  it('gives a collection in category and rank order when the term is its name', () => {
    expect(searchCatalogue('Marlow', 10).map((p) => p.model)).toEqual([
      'BW-1210',
      'BW-1215',
      'BW-2310',
      'BW-3420',
      'BW-3425',
    ]);
  });

  it('searches nothing for a term under three characters', () => {
    expect(searchCatalogue('bw')).toEqual([]);
  });
});
