// The brand of this site in one place. The demo brand is fictional: a real brand replaces this file (name, logo,
// social links, marketplace) and the rest of the site follows.

export interface BrandLogo {
  /** The SVG viewBox of the mark. */
  viewBox: string;
  /** Path data of the mark, drawn in `currentColor`. */
  paths: readonly string[];
}

export const brand = {
  /** The name as it appears in titles, the logo's text alternative and the copyright line. */
  name: 'Ondessa',
  legalName: 'Ondessa Fittings Private Limited',
  tagline: 'Faucets and fittings for bath and kitchen',
  description:
    'Ondessa designs faucets, showers and fittings for Indian bathrooms and kitchens: precise engineering, enduring finishes and water-wise flow.',
  /** A wave inside a circle: the mark beside the wordmark. */
  logo: {
    viewBox: '0 0 32 32',
    paths: [
      'M16 2a14 14 0 1 0 0 28a14 14 0 1 0 0-28zm0 2a12 12 0 1 1 0 24a12 12 0 1 1 0-24z',
      'M6 17c2.5 0 2.5-2 5-2s2.5 2 5 2s2.5-2 5-2s2.5 2 5 2v2c-2.5 0-2.5-2-5-2s-2.5 2-5 2s-2.5-2-5-2s-2.5 2-5 2z',
    ],
  } satisfies BrandLogo,
  /**
   * The brand's own profile pages on social networks (`https://www.instagram.com/<brand>/`...), which the home page's
   * structured data names as the brand's (schema.org `sameAs`). The fictional brand has none: none are named.
   */
  profiles: [] as readonly string[],
  /** The marketplace of the "buy on" link. */
  marketplaceName: 'Amazon',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  /** Shown in share tags of pages without their own image: the home banner the API serves. */
  defaultShareImage: '/media/banners/home-nuvola.svg',
  twitterHandle: '@ondessa',
  /** The browser's toolbar and the home-screen icon's background (the web app manifest, the theme-color meta). */
  themeColor: '#000000',
  /** The background of the splash screen a phone shows while the site opens from the home screen. */
  backgroundColor: '#ffffff',
} as const;
