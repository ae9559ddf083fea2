// The customer service pages: the warranty (current and prior terms), care and installation information, and the
// questions we are asked most.
import { brand } from '../../brand';
import type { ContentPageData } from './types';

const warranty = { name: 'Warranty', path: '/warranty' };

export const servicePages: readonly ContentPageData[] = [
  {
    path: '/warranty',
    title: 'Warranty',
    description: `What the ${brand.name} warranty covers, for how long, and how to make a claim. Registered by your purchase invoice.`,
    eyebrow: 'Customer Service',
    intro: `We make our fittings to last, and the warranty says so. It covers products bought from an authorised ${brand.name} dealer or our official marketplace store on or after 1 April 2024, from the date on your invoice.`,
    parents: [],
    purpose:
      'Linked from the footer and the product pages. A buyer expects what is covered, for how long, what is not, and how to claim.',
    kind: 'policy',
    updated: '2026-04-01',
    sections: [
      {
        heading: 'What is covered, and for how long',
        table: {
          caption: 'Warranty periods',
          columns: ['Product or part', 'Period'],
          rows: [
            ['Faucet and shower bodies (brass)', 'Lifetime of the original installation'],
            [
              'Brilliance and Lumicoat finishes',
              'Lifetime against corrosion, tarnish and discolouration',
            ],
            ['Valves and cartridges', '10 years'],
            ['Showerheads, hand showers and hoses', '5 years'],
            ['Touch and sensor electronics', '5 years'],
            ['Filter cartridges', 'Until the capacity printed on the cartridge'],
            ['Concealed cisterns and allied fittings', '10 years'],
          ],
        },
        paragraphs: [
          'Within these periods we repair or replace, at our choice, any part that fails through a defect in material or workmanship. Replacement parts are free; a visit by our service team is free during the first two years.',
        ],
      },
      {
        heading: 'What is not covered',
        bullets: [
          'Damage from incorrect installation, or installation that does not follow the printed guide.',
          'Wear from abrasive cleaners, acids, bleach or scouring pads.',
          'Blockage or damage from debris, sand or very hard water where no filter is fitted.',
          'Products used in commercial premises, which carry a separate five-year warranty.',
          'Consumables such as filter cartridges and batteries, beyond their stated life.',
        ],
      },
      {
        heading: 'How to make a claim',
        steps: [
          'Find your purchase invoice and the model number, which is printed on the box and on the product page.',
          'Write to us through [Email Support](/email-support) or the [Contact Us](/contact-us) page with a photograph of the problem.',
          'We reply within one working day, and arrange a replacement part or a service visit.',
        ],
      },
      {
        heading: 'Bought before 1 April 2024?',
        paragraphs: [
          'Products bought before that date are covered by the terms that applied when you bought them. See the [prior warranty](/prior-warranty).',
        ],
      },
    ],
    related: [
      { title: 'Care and installation information', href: '/info' },
      { title: 'Return and Refund Policy', href: '/returnandrefundpolicy' },
      { title: 'Frequently asked questions', href: '/faq' },
    ],
  },
  {
    path: '/prior-warranty',
    title: 'Prior Warranty',
    description: `The ${brand.name} warranty terms for products bought before 1 April 2024, and how to claim under them.`,
    eyebrow: 'Customer Service',
    intro:
      'Products bought before 1 April 2024 are covered by the terms below, which applied at the time. Your rights under them are unchanged, and claims are handled by the same team.',
    parents: [warranty],
    purpose:
      'The spec declares "prior-warranty". Owners of older products expect the earlier terms that still cover them, so the page keeps those terms and points to the current ones.',
    kind: 'policy',
    updated: '2024-04-01',
    sections: [
      {
        heading: 'Periods',
        table: {
          caption: 'Prior warranty periods',
          columns: ['Product or part', 'Period'],
          rows: [
            ['Faucet and shower bodies', '10 years'],
            ['Finishes', '5 years'],
            ['Valves and cartridges', '5 years'],
            ['Showerheads, hand showers and hoses', '3 years'],
            ['Electronics', '2 years'],
          ],
        },
      },
      {
        heading: 'Conditions',
        bullets: [
          'The product was bought from an authorised dealer, and the invoice is available.',
          'The product was installed by a qualified plumber following the printed guide.',
          'Parts are replaced free of charge; a service visit is free during the first year.',
        ],
      },
      {
        heading: 'Claims',
        paragraphs: [
          'Claims under the prior warranty are made exactly as under the current one: see [how to make a claim](/warranty#how-to-make-a-claim).',
        ],
      },
    ],
    related: [{ title: 'Current warranty', href: '/warranty' }],
  },
  {
    path: '/info',
    title: 'Care & Installation Information',
    description: `How to install, clean and look after ${brand.name} faucets, showers and finishes, and what to check before you call a plumber.`,
    eyebrow: 'Customer Service',
    intro:
      'A few minutes of care keeps a faucet looking and working like new for many years. Here is what we recommend, finish by finish and part by part.',
    parents: [],
    purpose:
      'The spec declares "info" with no screen. Owners look for practical information after they buy: installation, cleaning and simple fixes. The page gathers it, with the care films and the documents one click away.',
    kind: 'article',
    sections: [
      {
        heading: 'Before installation',
        bullets: [
          'Check the water pressure: our fittings work best between 1 and 5 bar. Above 5 bar, fit a pressure-reducing valve.',
          'Flush the pipes before connecting anything, so that sand and debris do not reach the cartridge.',
          'Keep the printed installation guide; every product page also has it under Support.',
        ],
      },
      {
        heading: 'Cleaning finishes',
        bullets: [
          'Wipe with a soft, damp cloth and dry with a second cloth. That is all most finishes need.',
          'For soap film, use a drop of mild liquid soap in warm water, then rinse and dry.',
          'Never use acids, bleach, powder cleaners, scouring pads or limescale removers on any finish.',
          '[Lumicoat](/lumicoat) finishes repel water spots: rinse and wipe, no more.',
        ],
      },
      {
        heading: 'Showerheads and aerators',
        paragraphs: [
          'If a spray weakens, limescale is the usual cause. On heads with [Touch-Clean](/touch-clean) nozzles, rub the nozzles with a fingertip while the water runs. Aerators unscrew with the key supplied; rinse the screen and refit it.',
        ],
      },
      {
        heading: 'Simple fixes',
        questions: [
          {
            question: 'The faucet drips after closing.',
            answer:
              'A few drops straight after closing are water leaving the aerator. A steady drip means the cartridge needs attention: it is covered by the [warranty](/warranty).',
          },
          {
            question: 'The flow is weaker than before.',
            answer: 'Clean the aerator or the spray nozzles as described above.',
          },
          {
            question: 'The hot water takes a long time to arrive.',
            answer:
              'That depends on the distance from the geyser, not on the faucet. A shorter pipe run or pipe insulation helps.',
          },
        ],
      },
      {
        heading: 'Watch and download',
        cards: [
          {
            title: 'Care and installation videos',
            href: '/video-gallery',
            text: 'Short films on installation, descaling and cleaning.',
          },
          {
            title: 'For professionals',
            href: '/for-professionals',
            text: 'Guides, specification sheets and catalogues to download.',
          },
        ],
      },
    ],
    related: [
      { title: 'Warranty', href: '/warranty' },
      { title: 'Frequently asked questions', href: '/faq' },
    ],
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description: `Answers to the questions we hear most about ${brand.name} finishes, water pressure, installation, WaterWise products and the warranty.`,
    eyebrow: 'Customer Service',
    intro:
      'The questions we are asked most often, with short answers. If yours is not here, our team is a message away.',
    parents: [],
    purpose:
      'The spec declares "faq". Visitors expect short answers to common questions before they write to the company, grouped by topic.',
    kind: 'article',
    sections: [
      {
        heading: 'Choosing',
        questions: [
          {
            question: 'What is a collection?',
            answer:
              'A family of faucets, showers and accessories designed to match. Choose one [collection](/bathroom/collections) and a finish, and every piece in the room will belong together.',
          },
          {
            question: 'Can I see the finishes before I buy?',
            answer:
              'Yes. Our dealers and experience centres display them: [find one near you](/where-to-buy).',
          },
          {
            question: 'Which faucet height suits my basin?',
            answer:
              'Counter-top basins need a tall mixer; basins set into the counter take a regular or mid-height mixer. Wall-mounted mixers suit both and leave the counter clear.',
          },
        ],
      },
      {
        heading: 'Water',
        questions: [
          {
            question: 'Will a WaterWise shower feel weak?',
            answer:
              'No. WaterWise heads shape the spray so that less water covers more of you. Read how on the [WaterWise page](/waterwise), and estimate your own saving with the calculator there.',
          },
          {
            question: 'My building has low water pressure. What should I choose?',
            answer:
              'Most of our faucets have a removable flow restrictor for low pressure. Ask your dealer, or write to us with your pressure if you know it.',
          },
          {
            question: 'Do your products suit hard water?',
            answer:
              'Yes. Look for [Touch-Clean](/touch-clean) nozzles on showers and [Lumicoat](/lumicoat) finishes, which make limescale easy to remove.',
          },
        ],
      },
      {
        heading: 'Buying and service',
        questions: [
          {
            question: 'Where can I buy?',
            answer: `From authorised dealers across India ([find one](/where-to-buy)) and from our official store on ${brand.marketplaceName} ([buy online](/buy-on-amazon)).`,
          },
          {
            question: 'How do I register my warranty?',
            answer:
              'There is nothing to register: keep your purchase invoice. See the [warranty](/warranty).',
          },
          {
            question: 'Can I return a product?',
            answer:
              'Unused products in their original packaging can be returned: see the [return and refund policy](/returnandrefundpolicy).',
          },
        ],
      },
    ],
    related: [
      { title: 'Care and installation information', href: '/info' },
      { title: 'Contact Us', href: '/contact-us' },
    ],
  },
];
