// Story and test data shaped like the site's: menus of spec section 2.5, products with trademark names, footer links.
import type { LanguageOption } from '../components/LanguageSwitch/LanguageSwitch';
import {
  comparePath,
  compareRows,
  finishName,
  fitFacts,
  plainName,
  visibleCompareRows,
  type GalleryItem,
  type Product,
  type ProductSummary,
} from '@fittings/catalog-core';
import type {
  CompareTableProduct,
  CompareTableProps,
  CompareTableRow,
} from '../components/CompareTable/CompareTable';
import { DocumentLinks } from '../components/DocumentLinks/DocumentLinks';
import { FeatureList } from '../components/FeatureList/FeatureList';
import type { FooterColumn, SocialLink } from '../components/Footer/Footer';
import type { MenuCategory, NavEntry } from '../components/MegaMenu/types';
import type { TabItem } from '../components/Tabs/Tabs';
import type { LabelledLink } from '../components/Toolbar/Toolbar';
import designData from './designs.json';
import footerColumnData from './footer-columns.json';
import menuCollections from './menu-collections.json';
import basinBlack from './assets/basin-mixer-black.svg';
import basinBronze from './assets/basin-mixer-bronze.svg';
import basinChrome from './assets/basin-mixer-chrome.svg';
import basinGold from './assets/basin-mixer-gold.svg';
import handshowerChrome from './assets/handshower-chrome.svg';
import handshowerBlack from './assets/handshower-black.svg';
import kitchenBlack from './assets/kitchen-faucet-black.svg';
import kitchenChrome from './assets/kitchen-faucet-chrome.svg';
import kitchenBronze from './assets/kitchen-faucet-bronze.svg';
import sceneSage from './assets/scene-sage.svg';
import sceneSand from './assets/scene-sand.svg';
import sceneSlate from './assets/scene-slate.svg';
import sceneStone from './assets/scene-stone.svg';
import showerChrome from './assets/showerhead-chrome.svg';
import showerGold from './assets/showerhead-gold.svg';
import towelChrome from './assets/towel-bar-chrome.svg';
import towelBronze from './assets/towel-bar-bronze.svg';

export const images = {
  basinBlack,
  basinBronze,
  basinChrome,
  basinGold,
  handshowerChrome,
  handshowerBlack,
  kitchenBlack,
  kitchenChrome,
  kitchenBronze,
  sceneSage,
  sceneSand,
  sceneSlate,
  sceneStone,
  showerChrome,
  showerGold,
  towelChrome,
  towelBronze,
};

/** The brand mark of the stories: a wordmark, as the app would pass its logo. */
export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  return (
    <svg width="132" height="24" viewBox="0 0 132 24" role="img" aria-label="Fittings">
      <path d="M2 20 12 4l10 16H2Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M7.5 20 12 12.5 16.5 20" fill={inverse ? 'currentColor' : 'currentColor'} />
      <text
        x="32"
        y="18"
        fill="currentColor"
        style={{ font: '500 15px "Jost Variable", Jost, sans-serif', letterSpacing: '0.32em' }}
      >
        FITTINGS
      </text>
    </svg>
  );
}

const filter = (area: string, kind: 'type' | 'subcategory' | 'category', value: string) =>
  `/filter/${area}?${kind}=${encodeURIComponent(value)}`;

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => (word === '&' ? '&' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
    .replace('2 In 1', '2-in-1');

function category(
  area: string,
  title: string,
  route: string,
  kind: 'type' | 'subcategory',
  values: string[],
  image: string,
  isNew: string[] = [],
): MenuCategory {
  return {
    title,
    href: filter(area, 'category', route),
    image: { src: image, alt: '' },
    items: values.map((value) => ({
      title: titleCase(value),
      href: filter(area, kind, value),
      isNew: isNew.includes(value),
    })),
  };
}

export const bathroomCategories: MenuCategory[] = [
  category(
    'bathroom',
    'Lavatory Faucets',
    'lav-faucets',
    'type',
    ['regular-mid-height', 'tall', 'wall-mount-trims', 'wall-mount-roughs', 'widespread'],
    sceneStone,
  ),
  category(
    'bathroom',
    'Showering',
    'showering',
    'type',
    [
      'showerheads',
      'shower-filters',
      'handshowers',
      'body-sprays',
      '2-in-1-shower',
      'shower-arms',
      'shower-columns',
      'slide-bars',
      'wall-elbows',
    ],
    sceneSage,
    ['shower-filters'],
  ),
  category(
    'bathroom',
    'Tub & Shower',
    'tub-shower',
    'subcategory',
    ['trims', 'tub-filler', 'tub-spouts', 'roughs'],
    sceneSand,
  ),
  category(
    'bathroom',
    'Accessories',
    'accessories',
    'type',
    [
      'towel-bars-shelves',
      'towel-rings',
      'robe-hooks',
      'tissue-holders',
      'soap-dish',
      'tumbler-holders',
    ],
    sceneSlate,
  ),
  category(
    'bathroom',
    'Fittings & Allied',
    'fittings-allied',
    'subcategory',
    [
      'concealed-cistern-and-cover-plates',
      'health-faucets',
      'angle-valves',
      'bib-taps',
      'floor-drain',
      'grid-drain',
      'bottle-trap',
    ],
    sceneStone,
  ),
];

// The Bathroom menu's collections (the seed catalogue's and two marked new) are data, kept as JSON; the menu's item
// type checks them below. Each collection's preview takes the scenes in turn.
const previews = [sceneStone, sceneSage, sceneSand, sceneSlate];

export const navEntries: NavEntry[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Design & Innovation', href: '/innovations/featured' },
  {
    label: 'Bathroom',
    href: '/bathroom',
    panel: {
      categories: bathroomCategories,
      collections: {
        title: 'Collections',
        href: '/bathroom/collections',
        items: menuCollections.map(({ name, isNew }, index) => ({
          title: name,
          href: `/collections/${name.toLowerCase().replace(/\s+/g, '-')}`,
          isNew,
          image: {
            src: previews[index % previews.length] ?? sceneStone,
            alt: `${name} collection`,
          },
        })),
      },
    },
  },
  {
    label: 'Kitchen',
    href: '/kitchen',
    panel: {
      categories: [
        category(
          'kitchen',
          'Kitchen Faucets',
          'kitchen-faucets',
          'type',
          ['pull-down', 'deck-mount', 'wall-mount-mixers', 'wall-mount-cold-only'],
          sceneSand,
        ),
        category(
          'kitchen',
          'Speciality Faucets',
          'speciality-faucets',
          'type',
          ['bar-prep', 'beverage-ro', 'pot-fillers', 'glass-rinser'],
          sceneSlate,
        ),
        category('kitchen', 'Accessories', 'accessories', 'type', ['soap-dispensers'], sceneSage),
      ],
    },
  },
  { label: 'WaterWise', href: '/waterwise' },
  { label: 'Videos & Catalogs', href: '/videos-catalogs' },
];

export const toolbarLinks: LabelledLink[] = [
  { label: 'Where to buy', href: '/where-to-buy' },
  { label: 'Contact us', href: '/contact-us' },
  { label: 'Disclaimer', href: '/terms-of-use/disclaimer' },
];

// The footer's five link columns are data, kept as JSON; the type checks them here, where they come in.
export const footerColumns: FooterColumn[] = footerColumnData;

export const socialLinks: SocialLink[] = [
  { network: 'facebook', href: 'https://facebook.example/fittings', label: 'Fittings on Facebook' },
  {
    network: 'instagram',
    href: 'https://instagram.example/fittings',
    label: 'Fittings on Instagram',
  },
  { network: 'youtube', href: 'https://youtube.example/fittings', label: 'Fittings on YouTube' },
  { network: 'linkedin', href: 'https://linkedin.example/fittings', label: 'Fittings on LinkedIn' },
];

export const legalLinks: LabelledLink[] = [
  { label: 'Terms of use', href: '/terms-of-use' },
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'CSR policy', href: '/csr-policy' },
];

function summary(
  overrides: Partial<ProductSummary> & Pick<ProductSummary, 'model' | 'name'>,
): ProductSummary {
  return {
    url: overrides.model.toLowerCase(),
    image: basinChrome,
    collection: 'Trinsic',
    finish: { code: 10 },
    newLaunch: false,
    comingSoon: false,
    waterwise: false,
    ...overrides,
  };
}

export const products: ProductSummary[] = [
  summary({
    model: 'T14059',
    name: 'Trinsic<sup>&reg;</sup> Single Handle Tall Basin Mixer',
    collection: 'Trinsic',
    newLaunch: true,
    waterwise: true,
  }),
  summary({
    model: 'T14059-BL',
    name: 'Trinsic<sup>&reg;</sup> Single Handle Basin Mixer',
    collection: 'Trinsic',
    image: basinBlack,
    finish: { code: 50 },
  }),
  summary({
    model: '9159-DST',
    name: 'Essa<sup>&trade;</sup> Pull-Down Kitchen Faucet',
    collection: 'Essa',
    image: kitchenChrome,
    waterwise: true,
  }),
  summary({
    model: 'RP78570',
    name: 'Nuvola Showerhead with H<sub>2</sub>Okinetic<sup>®</sup> Technology',
    collection: 'Nuvola',
    image: showerChrome,
    comingSoon: true,
  }),
  summary({
    model: '59572-PK',
    name: 'Pivotal<sup>&trade;</sup> Handshower',
    collection: 'Pivotal',
    image: handshowerBlack,
    finish: { code: 50 },
    newLaunch: true,
  }),
  summary({
    model: '77424-CZ',
    name: 'Stryke<sup>&reg;</sup> 24" Towel Bar',
    collection: 'Stryke',
    image: towelBronze,
    finish: { code: 40 },
  }),
  summary({
    model: '9113-CZ',
    name: 'Trinsic<sup>&reg;</sup> Pull-Down Bar/Prep Faucet',
    collection: 'Trinsic',
    image: kitchenBronze,
    finish: { code: 40 },
  }),
  summary({
    model: 'RP52382-GL',
    name: 'Zura<sup>&reg;</sup> Raincan Showerhead',
    collection: 'Zura',
    image: showerGold,
    finish: { code: 120 },
    waterwise: true,
  }),
];

export const gallery: GalleryItem[] = [
  {
    isVideo: false,
    url: basinChrome,
    altText: 'Trinsic tall basin mixer in Polished Chrome, front view',
  },
  { isVideo: false, url: basinBlack, altText: 'Trinsic tall basin mixer in Matte Black' },
  { isVideo: false, url: basinBronze, altText: 'Trinsic tall basin mixer in Champagne Bronze' },
  { isVideo: false, url: sceneStone, altText: 'Trinsic basin mixer on a stone vanity' },
  {
    isVideo: true,
    url: 'data:video/mp4;base64,',
    altText: 'Video: installing the Trinsic basin mixer',
  },
];

export const product: Product = {
  model: 'T14059',
  description:
    'Single handle tall basin mixer with a slim lever and a crisp, architectural profile.',
  image: basinChrome,
  url: 't14059',
  name: 'Trinsic<sup>&reg;</sup> Single Handle Tall Basin Mixer',
  collection: 'Trinsic',
  collectionSuffix: 'Collection',
  viewableCollection: 'Trinsic',
  collectionPage: 'trinsic',
  newLaunch: true,
  comingSoon: false,
  waterwise: true,
  amazonLink: 'https://marketplace.example/dp/T14059',
  finish: { code: 10 },
  associatedFinishes: [
    { code: 50, url: 't14059-bl' },
    { code: 40, url: 't14059-cz' },
    { code: 120, url: 't14059-gl' },
  ],
  gallery,
  paragraph:
    'Trinsic pairs a slender, cylindrical body with a clean, linear lever. Its tall stance suits vessel basins, and a ceramic disc cartridge keeps every movement smooth for years.',
  features: [
    { feature: 'Single handle for precise temperature and flow control' },
    { feature: 'Tall body designed for vessel basins' },
    { feature: 'Ceramic disc cartridge for drip-free performance' },
    { feature: 'Flow rate of 5.7 LPM at 3 bar' },
  ],
  extras: {
    technologies: [
      {
        name: 'DIAMOND<sup>™</sup> Seal Technology',
        description:
          'A diamond-embedded valve reduces leak points and lasts up to twice as long as the industry standard.',
        image: sceneStone,
        style: '',
      },
      {
        name: 'Lumicoat<sup>®</sup>',
        description: 'An easy-clean coating that resists water spots and fingerprints.',
        image: sceneSand,
        style: '',
      },
    ],
    specialFeatures: [
      {
        name: 'Touch-Clean<sup>®</sup> Spray Holes',
        description:
          'Flexible rubber holes let you wipe away calcium and lime build-up with a touch.',
        image: sceneSage,
        style: '',
      },
    ],
  },
  support: {
    technicals: [
      {
        name: 'Specification sheet',
        viewLink: '/media/docs/T14059-spec.pdf',
        downloadLink: '/media/docs/T14059-spec.pdf',
      },
      {
        name: 'Installation guide',
        viewLink: '/media/docs/T14059-install.pdf',
        downloadLink: '/media/docs/T14059-install.pdf',
      },
    ],
    professional: [
      { title: 'CAD drawing (DWG)', url: '/media/docs/T14059.dwg' },
      { title: 'Revit family (RFA)', url: '/media/docs/T14059.rfa' },
    ],
  },
  accents: products.slice(5, 6),
  installations: products.slice(6, 7),
  relatedProducts: products.slice(1, 5),
  recommendedProducts: products.slice(4, 8),
  seo: {
    title: 'Trinsic Single Handle Tall Basin Mixer',
    metaDescription: 'Single handle tall basin mixer.',
    heroImage: basinChrome,
  },
  selected: false,
  categoryRank: 1,
  subCategoryRank: 1,
  rank: 1,
  fit: {
    minPressureBar: 0.5,
    flowAt1BarLpm: 3.3,
    flowAt3BarLpm: 5.7,
    inletSize: '1/2" BSP',
    hardWater: true,
    cartridge: 'Ceramic disc, 35 mm',
    materials: ['Lead-free brass body', 'brass handle'],
    warrantyYears: 10,
    dimensions: { heightMm: 320, widthMm: 50, depthMm: 190 },
  },
};

/** The product page's two tabs for `product`, as the site fills them: its features, then its documents. */
export const productTabs: TabItem[] = [
  {
    id: 'features',
    label: 'Product Features',
    content: (
      <FeatureList
        paragraph={product.paragraph}
        features={product.features}
        technologies={product.extras.technologies}
        specialFeatures={product.extras.specialFeatures}
      />
    ),
  },
  {
    id: 'support',
    label: 'Support',
    content: (
      <DocumentLinks
        technicals={product.support.technicals}
        professional={product.support.professional}
      />
    ),
  },
];

/** Home-fit facts as the seed gives them by kind (issue 17): a pump-fed thermostatic trim, a tank-fed bib tap, a towel ring. */
export const homeFits = {
  tallBasinMixer: product.fit,
  thermostaticTrim: {
    minPressureBar: 1,
    flowAt1BarLpm: null,
    flowAt3BarLpm: null,
    inletSize: null,
    hardWater: true,
    cartridge: 'Thermostatic cartridge',
    materials: ['Lead-free brass body', 'brass trim plate'],
    warrantyYears: 10,
    dimensions: { heightMm: 180, widthMm: 180, depthMm: 75 },
  },
  bibTap: {
    minPressureBar: 0.1,
    flowAt1BarLpm: 4.6,
    flowAt3BarLpm: 8,
    inletSize: '1/2" BSP',
    hardWater: true,
    cartridge: 'Quarter-turn ceramic disc',
    materials: ['Lead-free brass body'],
    warrantyYears: 5,
    dimensions: { heightMm: 80, widthMm: 50, depthMm: 140 },
  },
  towelRing: {
    minPressureBar: null,
    flowAt1BarLpm: null,
    flowAt3BarLpm: null,
    inletSize: null,
    hardWater: null,
    cartridge: null,
    materials: ['Brass ring', 'zinc alloy backplate'],
    warrantyYears: 5,
    dimensions: { heightMm: 180, widthMm: 160, depthMm: 60 },
  },
} satisfies Record<string, Product['fit']>;

// Designs as the listing API sends them (names, models and finishes from the seed catalogue): one card per design.
// The data is JSON; each finish names its picture, resolved (and checked) here.
const designImages: Record<string, string> = { basinChrome, basinGold, basinBronze, basinBlack };

function designImage(name: string): string {
  const image = designImages[name];
  if (image === undefined) throw new Error(`designs.json names an unknown picture: ${name}`);
  return image;
}

export const designs: ProductSummary[] = designData.map(
  ({ finishBase, finishSlug, finishes, image, ...design }) =>
    summary({
      ...design,
      ...(image !== undefined && { image: designImage(image) }),
      finishes: finishes.map(({ code, suffix, image: finishImage }) => ({
        code,
        model: `${finishBase}${suffix}`,
        url: `${finishSlug}-${`${finishBase}${suffix}`.toLowerCase()}`,
        image: designImage(finishImage),
      })),
    }),
);

/** A product as the compare page puts it side by side: its column, its home-fit facts, technologies and where to buy. */
interface ComparedFixture {
  column: Omit<CompareTableProduct, 'removeHref'>;
  fit: Product['fit'];
  technologies: string[];
  marketplace: string | null;
}

const compared = (
  model: string,
  name: string,
  finishCode: number,
  image: string | null,
  fit: Product['fit'],
  technologies: string[],
  marketplace: string | null,
): ComparedFixture => ({
  column: {
    model,
    name,
    href: `/product/${model.toLowerCase()}`,
    image,
    finish: finishName(finishCode) ?? 'No finish',
  },
  fit,
  technologies,
  marketplace,
});

/** Products to compare, with the seed's marked-up names, one very long, one without a picture. */
export const comparedProducts = {
  tallBasinMixer: compared(
    'T14059',
    'Trinsic<sup>&reg;</sup> Single Handle Tall Basin Mixer',
    10,
    basinChrome,
    homeFits.tallBasinMixer,
    ['DIAMOND<sup>™</sup> Seal Technology', 'Lumicoat<sup>®</sup>'],
    'https://marketplace.example/dp/T14059',
  ),
  tallBasinMixerBlack: compared(
    'T14059-BL',
    'Trinsic<sup>&reg;</sup> Single Handle Tall Basin Mixer',
    50,
    basinBlack,
    homeFits.tallBasinMixer,
    ['DIAMOND<sup>™</sup> Seal Technology'],
    null,
  ),
  showerhead: compared(
    'RP78570',
    'Nuvola Showerhead with H<sub>2</sub>Okinetic<sup>®</sup> Technology',
    10,
    showerChrome,
    homeFits.bibTap,
    ['H<sub>2</sub>Okinetic<sup>®</sup> Technology'],
    null,
  ),
  thermostaticTrim: compared(
    'T17T664-PN',
    'Trinsic<sup>&reg;</sup> Monitor<sup>&reg;</sup> 17T Series Thermostatic Valve Trim with Integrated Volume Control and Diverter',
    20,
    null,
    homeFits.thermostaticTrim,
    [],
    'https://marketplace.example/dp/T17T664-PN',
  ),
  towelRing: compared(
    '77460-CZ',
    'Stryke<sup>&reg;</sup> Towel Ring',
    40,
    towelBronze,
    homeFits.towelRing,
    [],
    null,
  ),
};

/** The compare table's props for these products, rows marked by catalog-core's `compareRows` as the site marks them. */
export function compareTableProps(
  products: readonly ComparedFixture[],
  onlyDifferences = false,
): CompareTableProps {
  const models = products.map((item) => item.column.model);
  return {
    products: products.map((item) => ({
      ...item.column,
      removeHref: comparePath(
        models.filter((model) => model !== item.column.model),
        { onlyDifferences },
      ),
    })),
    rows: compareTableRows(products, onlyDifferences),
    onlyDifferences,
    toggleHref: comparePath(models, { onlyDifferences: !onlyDifferences }),
  };
}

function compareTableRows(
  products: readonly ComparedFixture[],
  onlyDifferences: boolean,
): CompareTableRow[] {
  const fits = products.map((item) => fitFacts(item.fit));
  const rows = compareRows([
    { key: 'model', label: 'Model', values: products.map((item) => item.column.model) },
    { key: 'finish', label: 'Finish', values: products.map((item) => item.column.finish) },
    ...(fits[0] ?? []).map((fact, index) => ({
      key: fact.key,
      label: fact.label,
      values: fits.map((facts) => facts[index]?.value ?? ''),
    })),
    {
      key: 'technologies',
      label: 'Technologies',
      values: products.map((item) =>
        item.technologies.length > 0 ? item.technologies.map(plainName).join(', ') : 'None',
      ),
    },
    {
      key: 'price',
      label: 'Where to buy',
      values: products.map((item) => (item.marketplace ? 'Buy on Marketplace' : 'From a dealer')),
    },
  ]);
  return visibleCompareRows(rows, onlyDifferences).map((row) =>
    row.key === 'price'
      ? {
          ...row,
          values: row.values.map((value, index) => {
            const marketplace = products[index]?.marketplace;
            return marketplace
              ? { text: value, href: marketplace, newTab: true }
              : { text: 'Find a dealer', href: '/where-to-buy' };
          }),
        }
      : // Models and finishes are the same in every language.
        { ...row, names: row.key === 'model' },
  );
}

/** The languages of a page at `/product/T1`: what the web app passes to `LanguageSwitch`. */
export const languageOptions = (current: 'en' | 'hi'): LanguageOption[] => [
  { code: 'en', tag: 'en-IN', name: 'English', href: '/product/T1', current: current === 'en' },
  { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', href: '/hi/product/T1', current: current === 'hi' },
];
