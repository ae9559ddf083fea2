// The words of the pages about the range as a whole: all products, features, focused products, the professionals'
// downloads and buying online. The spec names these routes without showing them; `purpose` records what each page
// is for. Products, counts and documents come from the API.
import { brand } from '../brand';

export const productsPageCopy = {
  path: '/products',
  title: 'All Products',
  eyebrow: 'Products',
  purpose:
    'A visitor at "products" expects the whole range at a glance: every room, category and type with how many products it holds, each a way into its listing.',
  description: `Every ${brand.name} faucet, shower, accessory and fitting, by room, category and type, with the number of products in each.`,
  intro:
    'The whole range on one page. Choose a room and a category, or go straight to a type of product; every link opens its listing, with filters for finish, style and water saving.',
  roomsTitle: (room: string) => `${room} products`,
  collectionsTitle: 'Prefer to start from a look?',
  collectionsText: 'Browse by collection and every piece you choose will match.',
  moreTitle: 'More ways in',
} as const;

export const featuresPageCopy = {
  path: '/features',
  title: 'Features',
  eyebrow: 'Products',
  purpose:
    'A visitor at "features" wants to know what sets the products apart, feature by feature. The page explains every technology (each with its own page) and every special feature, with products that have it.',
  description:
    'The technologies and special features of our faucets and showers, what each one does, and the products that have them.',
  intro:
    'Every product page lists its technologies and special features. Here they are all together: what each one does for you, and where to find it.',
  technologiesTitle: 'Technologies',
  technologiesText: 'Engineering of our own, each explained on its own page.',
  featuresTitle: 'Special features',
  featuresText: 'Details that make a daily difference, with products that have them.',
  productsIn: (count: number) => `In ${count} products, including:`,
} as const;

export const focusedProductsCopy = {
  path: '/focused-products',
  title: 'Focused Products',
  eyebrow: 'Products',
  purpose:
    'The spec declares "focused-products" with no screen. A visitor there, often from a campaign, expects the products the brand is putting forward now: this season\u2019s launches and the pieces about to arrive.',
  description: `The ${brand.name} products in focus this season: new launches for the bathroom and the kitchen, and the pieces coming soon.`,
  intro:
    'What our designers are proudest of this season: the newest pieces for the bathroom and the kitchen, in every finish they come in.',
  listLabel: 'Focused products',
  pageSize: 12,
} as const;

export const professionalsCopy = {
  path: '/for-professionals',
  title: 'For Professionals',
  eyebrow: 'Customer Service',
  purpose:
    'Linked from the footer and the product pages\u2019 Support tab. Architects, interior designers, builders and plumbers expect downloads: technical guides, catalogues and the documents of every product, plus a way to start a project.',
  description:
    'Technical guides, catalogues, specification sheets and installation guides for architects, interior designers, builders and plumbers.',
  intro:
    'Everything you need to specify, quote and install our fittings: technical guides and catalogues to download, documents for every product, and a team for your project.',
  guidesTitle: 'Technical guides and catalogues',
  guidesText: 'PDF files to view in your browser or download.',
  documentsTitle: 'Documents for every product',
  documents: [
    'Specification sheet: dimensions, connections, flow rates and finishes.',
    'Installation guide: step by step, with the parts in the box and the tools you need.',
    'Submittal sheet: the one-page summary a project file or a tender asks for.',
  ],
  documentsText:
    'Open any product page and choose the Support tab: each document can be viewed in the browser or downloaded.',
  documentsAction: { label: 'Browse the range', href: '/products' },
  help: [
    {
      title: 'Installation videos',
      href: '/video-gallery#installation',
      text: 'Step-by-step films for basin mixers, wall-mounted trims, showers and cisterns.',
    },
    {
      title: 'Project enquiries',
      href: '/contact-us',
      text: 'Tell us about your project: our team helps with selection, quantities and delivery.',
    },
    {
      title: 'Experience centres',
      href: '/where-to-buy',
      text: 'Bring your clients to see and feel every finish.',
    },
  ],
} as const;

export const buyOnlineCopy = {
  path: '/buy-on-amazon',
  title: `Buy on ${brand.marketplaceName}`,
  eyebrow: 'Buy online',
  purpose: `The spec declares "a route for buying on the marketplace". Visitors expect the products they can order online from the official ${brand.name} store on ${brand.marketplaceName}, with the way to each product's page and its "buy on" link.`,
  description: `${brand.name} faucets, showers and fittings you can order online from our official store on ${brand.marketplaceName}.`,
  intro: `Many of our products can be ordered from our official store on ${brand.marketplaceName} and delivered to your door. Open a product to see its finishes and details, then follow its "buy on ${brand.marketplaceName}" link.`,
  listLabel: `Products available on ${brand.marketplaceName}`,
  pageSize: 12,
  help: 'Buying from a dealer instead? [Find one near you](/where-to-buy). Online orders are covered by our [return and refund policy](/returnandrefundpolicy) and our [warranty](/warranty).',
} as const;
