import { createTranslator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TextProvider } from '../../i18n/TextProvider';
import uiEnglish from '../../i18n/messages/compiled/en.json';
import uiHindi from '../../i18n/messages/compiled/hi.json';
import { products } from '../../stories/fixtures';
import { DetailedViewboard } from '../DetailedViewboard/DetailedViewboard';
import { Viewboard } from './Viewboard';

// Both viewboards draw their cards through one ProductCarousel: each card's wishlist toggle shows the wishlist's
// state and reports the card's own product, in either language.
const languages = [
  { language: 'en', save: /^Save (.+) to wishlist$/ },
  { language: 'hi', save: /^(.+) को विशलिस्ट में सेव करें$/ },
] as const;
const boards = [
  { name: 'Viewboard', Board: Viewboard },
  { name: 'DetailedViewboard', Board: DetailedViewboard },
] as const;

describe.each(boards)('$name wishlist', ({ Board }) => {
  it.each(languages)(
    'marks saved models and reports the toggled product ($language)',
    ({ language, save }) => {
      const translator =
        language === 'hi'
          ? createTranslator('hi', coreEnglish, uiEnglish, coreHindi, uiHindi)
          : createTranslator('en', coreEnglish, uiEnglish);
      const wrap = (children: ReactNode) => (
        <TextProvider translator={translator}>{children}</TextProvider>
      );
      const onWishlistToggle = vi.fn();
      const shown = products.slice(0, 3);
      render(
        wrap(
          <Board
            title="Related"
            products={shown}
            wishlist={new Set([shown[1]!.model])}
            onWishlistToggle={onWishlistToggle}
          />,
        ),
      );
      const toggles = screen.getAllByRole('button', { name: save });
      expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual([
        'false',
        'true',
        'false',
      ]);
      fireEvent.click(toggles[2]!);
      expect(onWishlistToggle).toHaveBeenCalledExactlyOnceWith(shown[2], true);
      fireEvent.click(toggles[1]!);
      expect(onWishlistToggle).toHaveBeenLastCalledWith(shown[1], false);
    },
  );

  it('shows no toggle without onWishlistToggle', () => {
    render(<Board title="Related" products={products.slice(0, 2)} />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });
});
