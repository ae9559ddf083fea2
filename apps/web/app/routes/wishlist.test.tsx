import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fittings/catalog-core';
import { makeProduct } from '../test/fixtures';
import { InLanguage } from '../test/text';
import { SiteNotifications } from '../layout/SiteNotifications';
import { resetWishlistProducts } from '../wishlist/wishlistProducts';
import { notificationsStore } from '../layout/notifications';
import { WISHLIST_STORAGE_KEY, connectWishlistStorage, wishlistStore } from '../wishlist/wishlist';
import WishlistPage, { shareLink } from './wishlist';

const getProductPreviews = vi.fn();
vi.mock('../api/browserApi', () => ({ browserApi: async () => ({ getProductPreviews }) }));

function renderWishlist(language: Language = 'en') {
  const path = language === 'en' ? '/wishlist' : `/${language}/wishlist`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <InLanguage language={language}>
          <WishlistPage
            {...({ loaderData: { origin: '', shared: null } } as unknown as Parameters<
              typeof WishlistPage
            >[0])}
          />
          <SiteNotifications />
        </InLanguage>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('wishlist page', () => {
  beforeEach(() => {
    resetWishlistProducts();
    getProductPreviews.mockReset();
    notificationsStore.getState().reset();
    wishlistStore.setState({ models: [], loaded: false });
  });

  it('lists the stored models in one request, skipping ones that no longer exist', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, 'T14059,GONE,T35326');
    getProductPreviews.mockResolvedValue({
      success: true,
      products: [makeProduct({ model: 'T14059' }), makeProduct({ model: 'T35326' })],
      missing: ['GONE'],
    });
    connectWishlistStorage();
    renderWishlist();
    expect(await screen.findByText('Model: T35326')).toBeInTheDocument();
    expect(getProductPreviews).toHaveBeenCalledTimes(1);
    expect(getProductPreviews.mock.calls[0]![0]).toEqual(['T14059', 'GONE', 'T35326']);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('clears everything, says so, and shows the way to the catalogue', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, 'T14059');
    getProductPreviews.mockResolvedValue({
      success: true,
      products: [makeProduct({ model: 'T14059' })],
      missing: [],
    });
    connectWishlistStorage();
    renderWishlist();
    await screen.findByText('Model: T14059');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear all' })));
    // Asked first: nothing is gone until the visitor says yes.
    expect(screen.getByText('Model: T14059')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, clear all' })));
    expect(screen.getByText('Your wishlist has been cleared!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore bathroom' })).toHaveAttribute(
      'href',
      '/filter/bathroom',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(await screen.findByText('Model: T14059')).toBeInTheDocument();
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('T14059');
    expect(screen.getByText('Your wishlist is back')).toBeInTheDocument();
  });

  it('says it all in Hindi on /hi/wishlist: the spec notification, the empty state, the ways on', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, 'T14059');
    getProductPreviews.mockResolvedValue({
      success: true,
      products: [makeProduct({ model: 'T14059' })],
      missing: [],
    });
    connectWishlistStorage();
    renderWishlist('hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'कमरे' });
    expect(screen.getByRole('textbox', { name: /कमरा जोड़ें/ })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'सब हटाएँ' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'हाँ, सब हटाएँ' })));
    expect(screen.getByRole('region', { name: 'सूचनाएँ' })).toHaveTextContent(
      'आपकी विशलिस्ट खाली कर दी गई है!',
    );
    expect(screen.getByRole('heading', { name: 'आपकी विशलिस्ट खाली है।' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बाथरूम देखें' })).toBeInTheDocument();
  });

  it('builds a share link with the models in order', () => {
    expect(shareLink('https://example.in', ['T14059', 'A B'])).toBe(
      'https://example.in/wishlist?models=T14059,A%20B',
    );
  });

  it('builds the share link in the language of the list', () => {
    expect(shareLink('https://example.in', ['T14059'], undefined, 'hi')).toBe(
      'https://example.in/hi/wishlist?models=T14059',
    );
  });
});
