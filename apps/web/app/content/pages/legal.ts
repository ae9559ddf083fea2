// The legal pages: privacy, terms of use, the disclaimer and the return and refund policy. Plain language first;
// each page says what it covers and when it last changed.
import { brand } from '../../brand';
import type { ContentPageData } from './types';

const terms = { name: 'Terms of Use', path: '/terms-of-use' };

export const legalPages: readonly ContentPageData[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${brand.legalName} collects, uses, shares and protects personal data on this website, and the choices you have.`,
    eyebrow: 'Legal',
    intro: `This policy explains what personal data ${brand.legalName} ("we") collects when you use this website, why, and what you can do about it. We collect as little as we can and never sell it.`,
    parents: [],
    purpose:
      'Linked from the footer. Visitors expect what is collected, why, with whom it is shared, how long it is kept, and their rights under Indian data protection law.',
    kind: 'policy',
    updated: '2026-10-01',
    sections: [
      {
        heading: 'What we collect',
        bullets: [
          'What you send us in a form: your name, phone number, e-mail address, city, pincode and message.',
          'What your browser tells us: pages visited, the device and browser type, and an approximate location from the IP address.',
          'Your wishlist, which stays in your own browser: it is never sent to us unless you share it.',
        ],
      },
      {
        heading: 'Why we use it',
        bullets: [
          'To answer your enquiry, arrange a service visit or pass your request to a dealer near you.',
          'To understand which pages help visitors and which do not, so that we can improve the site.',
          'To show our advertising to people likely to be interested, only when you have agreed to it.',
        ],
      },
      {
        heading: 'Cookies and tracking',
        paragraphs: [
          'Analytics, behaviour and advertising services run only after you consent to them, category by category, and you can change your choice at any time from the cookie settings link in the footer. Without consent the site works fully and no tracker is loaded.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'With the dealer you ask to be put in touch with, with service partners who carry out a repair, and with the providers who host this site and deliver our e-mail, each bound to use the data only for that purpose. We do not sell personal data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Enquiries are kept for up to three years after our last contact with you, and warranty records for as long as the warranty runs. Analytics data is kept in aggregate form.',
        ],
      },
      {
        heading: 'Your rights',
        bullets: [
          'Ask what personal data we hold about you, and receive a copy.',
          'Ask us to correct it, or to erase it where we no longer need it.',
          'Withdraw consent at any time, without affecting what was done before.',
          'Complain to our Grievance Officer, and then to the Data Protection Board of India.',
        ],
        paragraphs: [
          'To exercise any of these rights, write to our Grievance Officer through the [Contact Us](/contact-us) page. We reply within 30 days.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'When this policy changes, the date at the top of the page changes too. Significant changes are announced on the home page for a month.',
        ],
      },
    ],
    related: [
      { title: 'Terms of Use', href: '/terms-of-use' },
      { title: 'Disclaimer', href: '/terms-of-use/disclaimer' },
    ],
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    description: `The terms that apply when you use the ${brand.name} website: the content, links, intellectual property and the law that governs them.`,
    eyebrow: 'Legal',
    intro: `These terms apply to everyone who uses this website, which is run by ${brand.legalName}. By using the site you accept them; please read them together with the [Disclaimer](/terms-of-use/disclaimer) and the [Privacy Policy](/privacy-policy).`,
    parents: [],
    purpose: 'Linked from the footer. The rules of using the website, in plain language.',
    kind: 'policy',
    updated: '2026-10-01',
    sections: [
      {
        heading: 'Using the site',
        paragraphs: [
          'You may browse, print and download pages and documents for your own use, to choose, buy, install or look after our products. Please do not copy the site or its contents for any other purpose, or try to disrupt it.',
        ],
      },
      {
        heading: 'Products and prices',
        paragraphs: [
          'The site shows our range as it is at the time. We may change products, finishes and specifications without notice. Prices and availability are set by our dealers and by the marketplace, not by this site.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The ${brand.name} name, logo, collection and technology names marked ™ or ®, designs, photographs and texts belong to ${brand.legalName}. Nothing on this site grants a licence to use them.`,
        ],
      },
      {
        heading: 'Links to other sites',
        paragraphs: [
          'Links to the marketplace, social networks and other sites are provided for convenience. We are not responsible for their content or their privacy practices.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We take care that the information here is correct, but it is provided as it is. See the [Disclaimer](/terms-of-use/disclaimer). Nothing in these terms limits your rights as a consumer under Indian law.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India. Disputes are subject to the jurisdiction of the courts where our registered office is located.',
        ],
      },
    ],
    related: [
      { title: 'Disclaimer', href: '/terms-of-use/disclaimer' },
      { title: 'Privacy Policy', href: '/privacy-policy' },
      { title: 'Return and Refund Policy', href: '/returnandrefundpolicy' },
    ],
  },
  {
    path: '/terms-of-use/disclaimer',
    title: 'Disclaimer',
    description: `The limits of the information on the ${brand.name} website: images, finishes, specifications, water savings and links.`,
    eyebrow: 'Legal',
    intro:
      'We work hard to make the information on this site accurate and useful. A few things are worth knowing before you rely on it.',
    parents: [terms],
    purpose:
      'Linked from the toolbar ("Disclaimer"). The limits of the site’s information, part of the terms of use; /disclaimer leads here too.',
    kind: 'policy',
    updated: '2026-10-01',
    sections: [
      {
        heading: 'Images and finishes',
        paragraphs: [
          'Product pictures are illustrations. Screens show colours differently, so a finish may look slightly different in your home: see it at a [dealer](/where-to-buy) before you decide.',
        ],
      },
      {
        heading: 'Specifications',
        paragraphs: [
          'Dimensions, flow rates and specifications may change as we improve our products. The printed documents in the box and the specification sheets on each product page are the reference for installation.',
        ],
      },
      {
        heading: 'Water savings',
        paragraphs: [
          'Savings shown on this site, including the [WaterWise calculator](/waterwise#calculator), are estimates from stated assumptions. Your own savings depend on your water pressure, your fittings and your habits.',
        ],
      },
      {
        heading: 'Links and availability',
        paragraphs: [
          'Some products may not be available everywhere or at all times. Links to other sites are provided for convenience, without responsibility for their content.',
        ],
      },
    ],
    related: [
      { title: 'Terms of Use', href: '/terms-of-use' },
      { title: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
  {
    path: '/returnandrefundpolicy',
    title: 'Return and Refund Policy',
    description: `How to return a ${brand.name} product bought from our official online store, and when and how refunds are made.`,
    eyebrow: 'Legal',
    intro: `This policy applies to products bought from the official ${brand.name} store on ${brand.marketplaceName}. Products bought from a dealer are returned through that dealer under their own terms.`,
    parents: [],
    purpose:
      'The spec declares "returnandrefundpolicy". Online buyers expect the return window, the conditions, the steps and how long a refund takes.',
    kind: 'policy',
    updated: '2026-10-01',
    sections: [
      {
        heading: 'Return window',
        paragraphs: [
          'You may return a product within 10 days of delivery if it is unused, uninstalled and in its original, undamaged packaging with all parts and documents.',
        ],
      },
      {
        heading: 'Damaged or wrong products',
        paragraphs: [
          'If a product arrives damaged, or is not what you ordered, tell us within 48 hours of delivery with photographs of the box and the product. We replace it or refund it in full, including delivery.',
        ],
      },
      {
        heading: 'How to return',
        steps: [
          `Start a return from your orders on ${brand.marketplaceName}, choosing the reason.`,
          'Pack the product in its original packaging with every part and document.',
          'Hand it to the courier when they collect it; keep the receipt.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Once the returned product has been received and checked, the refund is made to the original payment method within 7 working days. Your bank may take a few more days to show it.',
        ],
      },
      {
        heading: 'What cannot be returned',
        bullets: [
          'Products that have been installed, or whose seals or protective films have been removed.',
          'Filter cartridges and other consumables once opened.',
          'Products made or finished to order.',
        ],
      },
    ],
    related: [
      { title: 'Warranty', href: '/warranty' },
      { title: 'Buy online', href: '/buy-on-amazon' },
      { title: 'Terms of Use', href: '/terms-of-use' },
    ],
  },
];
