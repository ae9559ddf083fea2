// The components speak the page's language: Hindi inside a TextProvider with the Hindi translator, English with
// none (as every app did before languages), and a brand's own catalogue after the design system's wins.
import { createTranslator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Footer } from '../components/Footer/Footer';
import { Notifications } from '../components/Notifications/Notifications';
import { ProductCard } from '../components/ProductCard/ProductCard';
import { CompareTable } from '../components/CompareTable/CompareTable';
import { footerColumns, legalLinks, products, socialLinks } from '../stories/fixtures';
import uiEnglish from './messages/compiled/en.json';
import uiHindi from './messages/compiled/hi.json';
import en from './messages/en.json';
import hi from './messages/hi.json';
import { TextProvider } from './TextProvider';

const hindi = createTranslator('hi', coreEnglish, uiEnglish, coreHindi, uiHindi);
const inHindi = (children: ReactNode) => <TextProvider translator={hindi}>{children}</TextProvider>;
const product = products[0]!;

describe('the words of the components', () => {
  it('are English without a provider', () => {
    render(<ProductCard product={product} detail="detailed" onWishlistToggle={() => {}} />);
    expect(screen.getByText(`Model: ${product.model}`)).toBeInTheDocument();
    expect(screen.getByText('View details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /to wishlist$/ })).toBeInTheDocument();
  });

  it('are Hindi inside a provider with the Hindi translator, names and models untouched', () => {
    render(
      inHindi(<ProductCard product={product} detail="detailed" onWishlistToggle={() => {}} />),
    );
    expect(screen.getByText(`मॉडल: ${product.model}`)).toBeInTheDocument();
    expect(screen.getByText('विवरण देखें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /को विशलिस्ट में सेव करें$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Model:|View details/)).toBeNull();
  });

  it('say the footer, its copyright year unformatted, and notifications in Hindi', () => {
    render(
      inHindi(
        <>
          <Footer
            columns={footerColumns}
            socialLinks={socialLinks}
            legalLinks={legalLinks}
            copyrightHolder="Fittings India Pvt. Ltd."
            year={2026}
          />
          <Notifications
            notifications={[{ id: '1', message: 'विशलिस्ट में जोड़ा गया' }]}
            onDismiss={() => {}}
            durationMs={0}
          />
        </>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'हमसे जुड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'कानूनी' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === '© 2026 Fittings India Pvt. Ltd. सर्वाधिकार सुरक्षित।',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Fittings India Pvt. Ltd')).toHaveAttribute('translate', 'no');
    const region = screen.getByRole('region', { name: 'सूचनाएँ' });
    expect(within(region).getByRole('button', { name: 'सूचना हटाएँ' })).toBeInTheDocument();
  });

  it('count in Hindi with plurals', () => {
    render(
      inHindi(
        <CompareTable
          products={products.slice(0, 2).map((p) => ({
            model: p.model,
            name: p.name,
            href: `/product/${p.model}`,
            finish: 'Chrome',
            removeHref: '/compare',
          }))}
          rows={[]}
          onlyDifferences
          toggleHref="/compare?all"
        />,
      ),
    );
    expect(
      screen.getByText(
        '2 प्रोडक्ट्स की तुलना, सिर्फ़ अलग पंक्तियाँ। “अलग” लिखी पंक्तियाँ हर प्रोडक्ट में एक जैसी नहीं हैं।',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी पंक्तियाँ दिखाएँ' })).toBeInTheDocument();
  });

  it('let a brand override any text by passing its catalogue after the design system’s', () => {
    const brand = createTranslator('en', coreEnglish, uiEnglish, {
      'ui.productCard.viewDetails': ['See the tap'],
    });
    render(
      <TextProvider translator={brand}>
        <ProductCard product={product} detail="detailed" />
      </TextProvider>,
    );
    expect(screen.getByText('See the tap')).toBeInTheDocument();
  });

  it('exist in both languages, and the Hindi differs from the English', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    const same = Object.keys(en).filter(
      (id) => en[id as keyof typeof en] === hi[id as keyof typeof hi],
    );
    expect(same).toEqual([]);
  });
});
