import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InLanguage } from '../test/text';
import { RouteError } from './RouteError';

function renderFailing(path: string, status: number, language: 'en' | 'hi') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <h1>Never</h1>,
      loader: () => {
        throw new Response('', { status });
      },
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <InLanguage language={language}>
      <Stub initialEntries={[path]} />
    </InLanguage>,
  );
}

describe('RouteError', () => {
  it('shows the not-found page in English with the spec text and the search box', async () => {
    renderFailing('/no-such-page', 404, 'en');
    expect(
      await screen.findByRole('heading', { name: '404 Whoops, page not found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search (keywords,etc)');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search-results');
  });

  it('shows it in Hindi on a Hindi page, searching the Hindi results page', async () => {
    renderFailing('/hi/no-such-page', 404, 'hi');
    expect(
      await screen.findByRole('heading', { name: '404 ओह, यह पेज नहीं मिला।' }),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText('कोई प्रोडक्ट ढूँढ रहे हैं? शब्द, मॉडल या पार्ट नंबर से खोजें।'),
    ).toHaveAttribute('placeholder', 'खोजें (शब्द, मॉडल आदि)');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/hi/search-results');
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeInTheDocument();
  });

  it('says any other failure in the page language', async () => {
    renderFailing('/hi/product/T1', 503, 'hi');
    expect(await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई!' })).toBeInTheDocument();
    expect(screen.getByText('कृपया थोड़ी देर में फिर कोशिश करें।')).toBeInTheDocument();
  });
});
