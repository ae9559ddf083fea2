// The company pages: about, the company overview, the CSR policy and the contest. Written for this project; the
// brand is fictional and its name comes from the brand config.
import { brand } from '../../brand';
import type { ContentPageData } from './types';

const about = { name: 'About Us', path: '/about' };

export const companyPages: readonly ContentPageData[] = [
  {
    path: '/about',
    image: {
      src: '/media/collections/trinsic.svg?variant=hero',
      alt: 'Basin mixers of one collection, side by side',
      position: 'right center',
    },
    title: 'About Us',
    description: `${brand.name} designs faucets, showers and fittings for Indian homes: precise engineering, finishes that last and flow that respects water.`,
    eyebrow: 'Our Company',
    intro: `${brand.name} makes the things you touch most often in a home: the faucet you open in the morning, the shower at the end of the day, the kitchen tap that runs through every meal. We design each one to feel right in the hand and to keep working for decades.`,
    parents: [],
    purpose:
      'The company story a visitor clicking "About Us" in the main navigation expects: who we are, what we believe, how we make things, and where to go next.',
    kind: 'article',
    sections: [
      {
        heading: 'What we believe',
        paragraphs: [
          'Good fittings disappear into daily life. You should not have to think about a faucet that drips, a finish that spots, or a shower that turns cold when someone opens a tap downstairs. We think about those things so that you do not have to.',
          'Water in India is precious and often hard. Every product we make is tuned for the pressures, temperatures and mineral content of Indian homes, and most of our range carries the [WaterWise](/waterwise) mark for using less water without feeling like less.',
        ],
      },
      {
        heading: 'How we make things',
        bullets: [
          'Bodies in lead-free brass, machined to tight tolerances and tested under pressure before they leave the line.',
          'Ceramic and [DIAMOND Seal](/diamondseal) valves for smooth, drip-free control over millions of cycles.',
          '[Brilliance finishes](/brilliance-finishes) that resist corrosion and tarnish, and [Lumicoat](/lumicoat) for a surface that wipes clean.',
          'Collections designed as families, so that the basin mixer, the shower and the towel ring match across a room.',
        ],
      },
      {
        heading: 'Where to go next',
        cards: [
          {
            title: 'Company overview',
            href: '/overview',
            text: 'The company at a glance: the range, the people who install it and the service behind it.',
          },
          {
            title: 'Awards',
            href: '/awards',
            text: 'Recognition from design juries and water-efficiency bodies, year by year.',
          },
          {
            title: 'Design & Innovation',
            href: '/innovations/featured',
            text: 'The technologies inside our faucets and showers.',
          },
          {
            title: 'CSR Policy',
            href: '/csr-policy',
            text: 'Our commitments to water, skills and the communities we work in.',
          },
          {
            title: 'Contest',
            href: '/contest',
            text: `The ${brand.name} Bathroom Stories contest: share your renovation.`,
          },
          {
            title: 'Focused products',
            href: '/focused-products',
            text: 'The pieces our designers are proudest of this season.',
          },
        ],
      },
    ],
    related: [
      { title: 'Warranty', href: '/warranty' },
      { title: 'Where to Buy', href: '/where-to-buy' },
      { title: 'Contact Us', href: '/contact-us' },
    ],
  },
  {
    path: '/overview',
    image: {
      src: '/media/banners/home-trinsic.svg',
      alt: 'Faucets of one collection for the bathroom and the kitchen',
      position: 'right center',
    },
    title: 'Company Overview',
    description: `${brand.name} at a glance: what we make, who we make it for, how we support it, and where to see it.`,
    eyebrow: 'Our Company',
    intro: `A short guide to ${brand.name} for homeowners, architects, builders and dealers: the range, the way we work and the service that stands behind every piece.`,
    parents: [about],
    purpose:
      'The spec declares "overview" with no screen. A visitor there expects a summary of the company they can take in at a glance, with links into the details, so it is the company at a glance.',
    kind: 'article',
    sections: [
      {
        heading: 'At a glance',
        table: {
          caption: `${brand.name} in brief`,
          columns: ['Topic', 'In brief'],
          rows: [
            ['What we make', 'Faucets, showers, bath fittings, accessories and allied fittings'],
            ['Rooms', 'Bathroom and kitchen'],
            ['Collections', 'Thirty, from modern to traditional'],
            ['Finishes', 'Chrome, nickel, bronze, black, stainless, white and gold'],
            ['Warranty', 'Up to a lifetime on faucet bodies and finishes'],
            ['Where to see it', 'Dealers and experience centres across India'],
          ],
        },
      },
      {
        heading: 'For homeowners',
        paragraphs: [
          'Start with a room: the [bathroom](/bathroom) or the [kitchen](/kitchen). Choose a [collection](/bathroom/collections) whose look you like, then a finish, and every piece will match. When you are ready, [find a dealer](/where-to-buy) near you to see the finishes in daylight.',
        ],
      },
      {
        heading: 'For architects, designers and plumbers',
        paragraphs: [
          'Specification sheets, installation guides and catalogues are free to download from [For Professionals](/for-professionals). Every product page also lists its technical documents under the Support tab.',
        ],
      },
      {
        heading: 'Service',
        paragraphs: [
          'Our [warranty](/warranty) is registered by the purchase invoice, nothing more. Questions about a product or an installation reach our team through [Contact Us](/contact-us), and care advice for every finish is on the [information page](/info).',
        ],
      },
    ],
    related: [
      { title: 'All products', href: '/products' },
      { title: 'Features', href: '/features' },
      { title: 'About Us', href: '/about' },
    ],
  },
  {
    path: '/csr-policy',
    image: {
      src: '/media/banners/waterwise-hero.svg',
      alt: 'A water-saving basin mixer',
      position: 'right center',
    },
    title: 'CSR Policy',
    description: `The corporate social responsibility policy of ${brand.legalName}: water conservation, plumbing skills and community sanitation.`,
    eyebrow: 'Our Company',
    intro: `A company that makes water fittings has a particular responsibility towards water. This policy sets out where ${brand.legalName} directs its corporate social responsibility spending and how it is governed.`,
    parents: [about],
    purpose:
      'Linked from the footer ("CSR policy"). Visitors, investors and partners expect the focus areas, governance and reporting of the company’s CSR programme, as Indian companies publish under the Companies Act.',
    kind: 'policy',
    updated: '2026-04-01',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          `This policy describes the activities ${brand.legalName} ("the Company") undertakes as corporate social responsibility, the way projects are chosen and monitored, and how results are reported. It is adopted by the Board on the recommendation of its CSR Committee.`,
        ],
      },
      {
        heading: 'Focus areas',
        bullets: [
          'Water conservation: rainwater harvesting, the restoration of community wells and tanks, and low-flow retrofits in schools and public buildings.',
          'Skills: training and certification for plumbers, with a focus on young people and women entering the trade.',
          'Sanitation and hygiene: clean, working toilets and hand-washing stations in government schools and primary health centres.',
          'Disaster relief: safe drinking water and sanitation after floods and droughts, through registered relief organisations.',
        ],
      },
      {
        heading: 'How projects are chosen',
        paragraphs: [
          'Projects are proposed by implementing partners that are registered as required by law and have at least three years of relevant work. The CSR Committee reviews each proposal for need, reach, cost per person served and the partner’s ability to measure results.',
        ],
      },
      {
        heading: 'Governance',
        bullets: [
          'The CSR Committee of the Board approves the annual action plan and the budget for each project.',
          'Funds are released in stages against agreed milestones and site visits.',
          'Any surplus from a project is used only for CSR activities, as the law requires.',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [
          'The Company reports its CSR spending and the outcomes of its projects in its annual report. Questions about the programme are welcome through our [Contact Us](/contact-us) page.',
        ],
      },
    ],
    related: [
      { title: 'WaterWise', href: '/waterwise' },
      { title: 'About Us', href: '/about' },
    ],
  },
  {
    path: '/contest',
    image: {
      src: '/media/collections/nuvola.svg?variant=hero',
      alt: 'A renovated bathroom’s basin mixers',
      position: 'right center',
    },
    title: 'Bathroom Stories Contest',
    description: `Share the story of your bathroom or kitchen renovation with ${brand.name} fittings. How to enter, what the jury looks for, the prizes and the rules.`,
    eyebrow: 'Our Company',
    intro: `Every renovation starts with a problem and ends with a room you love. Tell us yours. The ${brand.name} Bathroom Stories contest celebrates homes that were rethought with care, and the people who did it.`,
    parents: [about],
    purpose:
      'The spec declares "contest" with no screen. A visitor arriving from a campaign expects what the contest is, how to take part, the prizes and the rules, so the page gives exactly that and sends entries through the contact page.',
    kind: 'policy',
    updated: '2026-09-15',
    sections: [
      {
        heading: 'How to enter',
        steps: [
          `Renovate a bathroom or kitchen with at least one ${brand.name} faucet or shower.`,
          'Take up to five photographs of the finished room, and one from before if you have it.',
          'Write a short story, up to 300 words: what was wrong, what you changed and how the room feels now.',
          'Send your story and photographs through our [Contact Us](/contact-us) page with the subject "Bathroom Stories".',
        ],
      },
      {
        heading: 'What the jury looks for',
        bullets: [
          'A clear idea: what the room needed and how the design answers it.',
          'Care for water: fittings and habits that use less of it.',
          'Craft: good installation and well-chosen finishes.',
          'A story that other homeowners can learn from.',
        ],
      },
      {
        heading: 'Prizes',
        table: {
          caption: 'Contest prizes',
          columns: ['Place', 'Prize'],
          rows: [
            ['First', 'Fittings of your choice for one bathroom, up to ₹1,50,000'],
            ['Second', 'A shower system of your choice, up to ₹75,000'],
            ['Third', 'A kitchen faucet of your choice, up to ₹40,000'],
            ['Ten special mentions', 'A WaterWise showerhead'],
          ],
        },
      },
      {
        heading: 'Dates',
        bullets: [
          'Entries open on 1 October 2026 and close on 31 January 2027.',
          'Winners are announced on this page in March 2027.',
        ],
      },
      {
        heading: 'Rules',
        bullets: [
          'The contest is open to residents of India aged 18 or over. Employees of the company and its dealers may not enter.',
          'Each household may enter once. Photographs must be your own, of a room you renovated.',
          'By entering you allow us to publish your story and photographs with your first name and city; we never publish your address or contact details.',
          'Prizes are fittings, not cash, and cannot be exchanged. Installation is not included.',
          'The jury’s decision is final. Personal data is handled under our [Privacy Policy](/privacy-policy).',
        ],
      },
    ],
    related: [
      { title: 'Bathroom collections', href: '/bathroom/collections' },
      { title: 'Terms of Use', href: '/terms-of-use' },
    ],
  },
];
