// Pages declared by the spec (2.6) whose content a later issue brings. Each has a title and a short introduction
// so a visitor following a menu or footer link lands on a real page of the brand, never on an error.
import { BUILT_IN_COLLECTIONS } from '@fittings/catalog-core';
import { collectionsMenu } from './menus';

export interface PlaceholderPage {
  eyebrow: string;
  title: string;
  intro: string;
}

const page = (eyebrow: string, title: string, intro: string): PlaceholderPage => ({
  eyebrow,
  title,
  intro,
});

const company = 'Our Company';
const service = 'Customer Service';
const innovation = 'Design & Innovation';
const legal = 'Legal';

const technologies: Record<string, string> = {
  lumicoat: 'Lumicoat',
  glassrinser: 'Glass Rinser',
  shieldspray: 'ShieldSpray',
  h2okinetic: 'H2Okinetic',
  touch2oxt: 'Touch2O.xt',
  touch2o: 'Touch2O',
  diamondseal: 'DiamondSeal',
  'magnatite-docking': 'MagnaTite Docking',
  'brilliance-finishes': 'Brilliance Finishes',
  hydrachoice: 'HydraChoice',
  in2ition: 'In2ition',
  'touch-clean': 'Touch-Clean',
  multichoice: 'MultiChoice',
  tempassure: 'TempAssure',
  'water-sense': 'WaterSense',
};

const COLLECTION_SLUGS = [
  'pivotal',
  'stryke',
  'bowery',
  'cassidy',
  'ara',
  'andian',
  'galeon',
  'filis',
  'delta',
  'kami',
  'kendari',
  'magnachoice',
  'magnaspin',
  'ixa-jive',
  'ixa-soft',
  'brevard',
  'zura',
  'dorval',
  'lilah',
  'trinsic',
  'trillian',
  'magnaflow',
  'korby',
  'magnadrizzle',
  'magnachoice-bud',
  'tetra',
  'clarifi',
  'broderick',
  'choice-dway',
  'nuvola',
];

function collectionTitle(slug: string): string {
  const known =
    collectionsMenu.find((c) => c.slug === slug)?.title ??
    BUILT_IN_COLLECTIONS.find((c) => c.slug === slug)?.name;
  return (
    known ??
    slug
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

export const placeholderPages: Record<string, PlaceholderPage> = {
  about: page(
    company,
    'About Us',
    'Three generations of engineers and designers making faucets and fittings for the way India lives with water.',
  ),
  'about/awards/2021': page(
    company,
    'Awards',
    'Recognition for design, engineering and water efficiency from juries in India and abroad.',
  ),
  awards: page(
    company,
    'Awards',
    'Recognition for design, engineering and water efficiency from juries in India and abroad.',
  ),
  'where-to-buy': page(
    service,
    'Where to Buy',
    'Find a showroom or dealer near you to see and feel our finishes before you choose.',
  ),
  'contact-us': page(
    service,
    'Contact Us',
    'Questions about a product, an installation or your warranty: our team answers within one working day.',
  ),
  'email-support': page(
    service,
    'Email Support',
    'Write to us with your model number and we will reply within one working day.',
  ),
  warranty: page(
    service,
    'Warranty',
    'Our faucets are made to last, and our warranty says so. Read what is covered and for how long.',
  ),
  'prior-warranty': page(
    service,
    'Prior Warranty',
    'The warranty terms for products bought before the current terms took effect.',
  ),
  info: page(
    service,
    'Information',
    'Care, cleaning and installation guidance for every finish and product we make.',
  ),
  'for-professionals': page(
    service,
    'For Professionals',
    'Specification sheets, installation drawings and CAD files for architects, designers and plumbers.',
  ),
  faq: page(
    service,
    'Frequently Asked Questions',
    'Answers to the questions we hear most about finishes, installation, water pressure and care.',
  ),
  'videos-catalogs': page(
    'Videos & Catalogs',
    'Videos & Catalogs',
    'Watch installation and product films, and download our latest catalogues.',
  ),
  'videos-catalogs/videos': page(
    'Videos & Catalogs',
    'Videos',
    'Installation guides, product stories and care films.',
  ),
  'video-gallery': page(
    'Videos & Catalogs',
    'Video Gallery',
    'Installation guides, product stories and care films.',
  ),
  catalogs: page(
    'Videos & Catalogs',
    'Catalogs',
    'Download our bathroom and kitchen catalogues and price lists.',
  ),
  waterwise: page(
    'WaterWise',
    'WaterWise',
    'Every drop counts. Our water-wise products use less water without giving up a satisfying flow.',
  ),
  waterplus: page(
    'WaterWise',
    'WaterPlus',
    'Filtration and water-care products for cleaner water at every tap.',
  ),
  bathroom: page(
    'Bathroom',
    'Bathroom',
    'Faucets, showers, accessories and fittings that bring calm and precision to the bathroom.',
  ),
  'bathroom/collections': page(
    'Bathroom',
    'Bathroom Collections',
    'Coordinated faucets, showers and accessories, each collection with its own character.',
  ),
  kitchen: page(
    'Kitchen',
    'Kitchen',
    'Kitchen faucets that work as hard as you do, from pull-downs to pot fillers.',
  ),
  collections: page(
    'Bathroom',
    'Collections',
    'Coordinated faucets, showers and accessories, each collection with its own character.',
  ),
  innovations: page(
    innovation,
    'Design & Innovation',
    'The technologies inside our faucets and showers, and the thinking behind them.',
  ),
  'innovations/featured': page(
    innovation,
    'Design & Innovation',
    'The technologies inside our faucets and showers, and the thinking behind them.',
  ),
  'innovations/shower': page(
    innovation,
    'Shower Innovations',
    'Spray technologies that make less water feel like more.',
  ),
  'innovations/bath': page(
    innovation,
    'Bath Innovations',
    'Valves, finishes and fittings engineered for a lifetime of daily use.',
  ),
  'innovations/kitchen': page(
    innovation,
    'Kitchen Innovations',
    'Touch, pull-down and docking technologies that make the kitchen sink easier.',
  ),
  technology: page(innovation, 'Technology', 'The engineering inside every product we make.'),
  'custom-showering': page(
    innovation,
    'Custom Showering',
    'Compose a shower around the way you like to shower.',
  ),
  'led-pendant': page(
    innovation,
    'LED Pendant',
    'Light and water together: a shower that shows its temperature.',
  ),
  'pro-clean': page(
    innovation,
    'Pro Clean',
    'Surfaces and sprays designed to stay clean with less effort.',
  ),
  'focused-products': page(
    'Products',
    'Focused Products',
    'A selection of products our designers are proud of this season.',
  ),
  overview: page('Products', 'Overview', 'An overview of our bathroom and kitchen ranges.'),
  products: page(
    'Products',
    'Products',
    'Every faucet, shower and fitting we make, by room and by category.',
  ),
  features: page('Products', 'Features', 'What sets our products apart, feature by feature.'),
  'buy-on-amazon': page(
    'Buy Online',
    'Buy Online',
    'Selected products are available from our official store on the marketplace.',
  ),
  contest: page(company, 'Contest', 'Take part in our design contest.'),
  'leads-form': page(
    'Enquiry',
    'Tell us about your project',
    'Leave your details and our team will help you choose fittings for your home or project.',
  ),
  'leads-form/thankyou': page(
    'Enquiry',
    'Thank you',
    'We have your details and will be in touch within one working day.',
  ),
  'events-lead-form': page(
    'Events',
    'Event registration',
    'Register your interest and we will send you the details.',
  ),
  'terms-of-use': page(legal, 'Terms of Use', 'The terms that apply when you use this website.'),
  'terms-of-use/disclaimer': page(
    legal,
    'Disclaimer',
    'Product images and specifications are for guidance; finishes may vary slightly in colour.',
  ),
  disclaimer: page(
    legal,
    'Disclaimer',
    'Product images and specifications are for guidance; finishes may vary slightly in colour.',
  ),
  'privacy-policy': page(
    legal,
    'Privacy Policy',
    'How we collect, use and protect your information.',
  ),
  returnandrefundpolicy: page(
    legal,
    'Return and Refund Policy',
    'How returns and refunds work for purchases from our official store.',
  ),
  'csr-policy': page(
    legal,
    'CSR Policy',
    'Our commitments to water conservation, education and the communities we work in.',
  ),
  ...Object.fromEntries(
    COLLECTION_SLUGS.map((slug) => [
      `collections/${slug}`,
      page(
        'Collection',
        `${collectionTitle(slug)} Collection`,
        'Faucets, showers and accessories designed to be used together.',
      ),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(technologies).map(([slug, name]) => [
      `technology/${slug}`,
      page('Technology', name, `How ${name} works, and the products that have it.`),
    ]),
  ),
};

/** The placeholder page of a path, matched without case and without a trailing slash. */
export function placeholderPage(pathname: string): PlaceholderPage | undefined {
  const key = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return Object.hasOwn(placeholderPages, key) ? placeholderPages[key] : undefined;
}
