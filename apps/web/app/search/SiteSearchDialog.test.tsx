import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fittings/catalog-core';
import { makeProduct } from '../test/fixtures';
import { InLanguage, testTranslators } from '../test/text';
import { SEARCH_DIALOG_DEBOUNCE_MS } from './search';
import { SiteSearchDialog } from './SiteSearchDialog';

const search = vi.fn();
vi.mock('../api/browserApi', () => ({ browserApi: async () => ({ searchPreviews: search }) }));

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderDialog(language: Language = 'en') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <InLanguage language={language}>
          <SiteSearchDialog open onClose={() => {}} />
          <Where />
        </InLanguage>
      ),
    },
  ]);
  render(<Stub initialEntries={[language === 'en' ? '/' : `/${language}`]} />);
  return screen.getByPlaceholderText(testTranslators[language].t('core.search.placeholder'));
}

describe('SiteSearchDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    search.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the shared pause, asks for three card summaries and shows them in the order ranked', async () => {
    search.mockResolvedValue({
      success: true,
      products: ['T14059', 'T14059-PR', 'T14059-BL'].map((model) =>
        makeProduct({ model, name: `Trim ${model}` }),
      ),
    });
    const box = renderDialog();
    fireEvent.change(box, { target: { value: 't14059' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DIALOG_DEBOUNCE_MS - 10));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(search).toHaveBeenCalledWith(
      't14059',
      expect.objectContaining({ limit: 3, signal: expect.any(AbortSignal) }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const previews = screen.getAllByText(/^Model: /);
    expect(previews.map((p) => p.textContent)).toEqual([
      'Model: T14059',
      'Model: T14059-PR',
      'Model: T14059-BL',
    ]);
    expect(screen.getByRole('link', { name: 'view all products' })).toHaveAttribute(
      'href',
      '/search-results?term=t14059',
    );
  });

  it('cancels the search still running when a newer one starts', async () => {
    const signals: AbortSignal[] = [];
    search.mockImplementation((_term: string, { signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    const box = renderDialog();
    fireEvent.change(box, { target: { value: 'piv' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DIALOG_DEBOUNCE_MS));
    fireEvent.change(box, { target: { value: 'pivotal' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DIALOG_DEBOUNCE_MS));
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('never searches a term shorter than 3 characters, and Enter with a valid term opens the results', async () => {
    search.mockResolvedValue({ success: true, products: [] });
    const box = renderDialog();
    fireEvent.change(box, { target: { value: 'ab' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DIALOG_DEBOUNCE_MS * 2));
    expect(search).not.toHaveBeenCalled();
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    fireEvent.change(box, { target: { value: 'zura basin' } });
    fireEvent.submit(box.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?term=zura%20basin');
  });

  it('asks in Hindi on a Hindi page and opens the Hindi results page', async () => {
    search.mockResolvedValue({ success: true, products: [] });
    const box = renderDialog('hi');
    expect(box).toHaveAttribute('placeholder', 'खोजें (शब्द, मॉडल आदि)');
    expect(screen.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBe(box);
    fireEvent.change(box, { target: { value: 'nal' } });
    fireEvent.submit(box.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('location')).toHaveTextContent('/hi/search-results?term=nal');
  });

  it('searches the two-letter Hindi words of the vocabulary, and still refuses two other letters', async () => {
    search.mockResolvedValue({ success: true, products: [] });
    const box = renderDialog('hi');
    fireEvent.change(box, { target: { value: 'कप' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DIALOG_DEBOUNCE_MS * 2));
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'नल' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DIALOG_DEBOUNCE_MS));
    expect(search).toHaveBeenCalledWith('नल', expect.objectContaining({ limit: 3 }));
    fireEvent.submit(box.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/hi/search-results?term=${encodeURIComponent('नल')}`,
    );
  });
});
