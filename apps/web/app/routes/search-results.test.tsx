import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '@fittings/catalog-core';
import { makeProduct } from '../test/fixtures';
import { testTranslators, textWrapper } from '../test/text';
import SearchResultsPage, { SEARCH_PROMPT, loader } from './search-results';

describe('search results loader', () => {
  it('answers "failed" instead of throwing when the API cannot be reached', async () => {
    const previous = process.env.API_ORIGIN;
    process.env.API_ORIGIN = 'http://127.0.0.1:9';
    try {
      const data = await loader({
        request: new Request('http://localhost/search-results?term=pivotal'),
        params: {},
        context: {},
      } as Parameters<typeof loader>[0]);
      expect(data).toMatchObject({ term: 'pivotal', products: [], searched: true, failed: true });
    } finally {
      process.env.API_ORIGIN = previous;
    }
  });

  it('searches a two-letter Hindi word of the vocabulary (it fails here only because no API answers)', async () => {
    const previous = process.env.API_ORIGIN;
    process.env.API_ORIGIN = 'http://127.0.0.1:9';
    try {
      const data = await loader({
        request: new Request(`http://localhost/hi/search-results?term=${encodeURIComponent('नल')}`),
        params: {},
        context: {},
      } as Parameters<typeof loader>[0]);
      expect(data).toMatchObject({ term: 'नल', searched: true });
    } finally {
      process.env.API_ORIGIN = previous;
    }
  });

  it('does not search an invalid term', async () => {
    const data = await loader({
      request: new Request('http://localhost/search-results?term=%20ab%20'),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    expect(data).toMatchObject({ term: 'ab', searched: false, products: [] });
  });
});

describe('search results page', () => {
  const asked: string[] = [];
  async function renderAt(url: string, language: Language = 'en') {
    const Stub = createRoutesStub([
      {
        path: language === 'hi' ? '/hi/search-results' : '/search-results',
        Component: SearchResultsPage as never,
        loader: ({ request }) => {
          const term = new URL(request.url).searchParams.get('term') ?? '';
          const base = {
            query: { finishes: [], sort: 'rank', shown: 24 },
            total: 0,
            facets: { categories: [], finishes: [] },
            popular: [],
            part: null,
            help: {},
          };
          asked.push(term);
          if (term === 'broken')
            return { ...base, term, origin: '', products: [], searched: true, failed: true };
          if (term === 'shwr')
            return {
              ...base,
              term,
              origin: '',
              products: [],
              help: {
                didYouMean: ['shower'],
                categories: [{ area: 'bathroom', category: 'showering', title: 'Showering' }],
              },
              searched: true,
              failed: false,
            };
          if (term.length < 3)
            return { ...base, term, origin: '', products: [], searched: false, failed: false };
          return {
            ...base,
            total: 1,
            facets: {
              categories: [
                { area: 'bathroom', category: 'showering', title: 'Showering', count: 1 },
              ],
              finishes: [],
            },
            term,
            origin: '',
            searched: true,
            failed: false,
            products: [makeProduct({ model: 'T14059', name: 'Pivotal Trim' })],
          };
        },
      },
    ]);
    render(<Stub initialEntries={[url]} />, { wrapper: await textWrapper(language) });
  }

  it('shows the heading and the box prefilled from the URL, the prompt only without a term', async () => {
    await renderAt('/search-results?term=pivotal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(testTranslators.en.t(SEARCH_PROMPT))).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search (keywords,etc)')).toHaveValue('pivotal');
    expect(screen.getByText('Model: T14059')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page, leaving the product’s name and model as they are', async () => {
    await renderAt('/hi/search-results?term=pivotal', 'hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'खोज के नतीजे' }),
    ).toBeInTheDocument();
    // The prompt is for a page without a term.
    expect(
      screen.queryByText('नीचे नतीजे देखने के लिए कोई कीवर्ड, मॉडल या पार्ट नंबर लिखें।'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('“pivotal” के लिए 1 प्रोडक्ट')).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText(testTranslators.hi.t('core.search.placeholder')),
    ).toHaveValue('pivotal');
    expect(screen.getByText('Pivotal Trim')).toBeInTheDocument();
  });

  it('offers "did you mean" and the nearest categories when nothing is found', async () => {
    await renderAt('/search-results?term=shwr');
    expect(await screen.findByText('No products found for “shwr”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for “shower”' })).toHaveAttribute(
      'href',
      '/search-results?term=shower',
    );
    expect(
      screen
        .getByRole('navigation', { name: 'Or browse a nearby category' })
        .querySelector('a[href="/filter/bathroom?category=showering"]'),
    ).toHaveTextContent('Showering');
  });

  it('keeps the last results on screen when a search fails', async () => {
    await renderAt('/search-results?term=pivotal');
    const box = await screen.findByPlaceholderText('Search (keywords,etc)');
    fireEvent.change(box, { target: { value: 'broken' } });
    fireEvent.submit(box.closest('form')!);
    // The failed answer arrives; the visitor still sees what was there and no error.
    await waitFor(() => expect(asked.at(-1)).toBe('broken'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(screen.getByText('Model: T14059')).toBeInTheDocument();
    expect(screen.queryByText(/went wrong/i)).not.toBeInTheDocument();
  });
});
