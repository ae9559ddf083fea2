// Generates the seed catalogue deterministically and writes it to apps/api/catalogue (run: pnpm catalog:generate).
import { pathToFileURL } from 'node:url';
import {
  CatalogueDocument,
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  type AwardRecord,
  type BannerRecord,
  type CatalogCategoryRecord,
  type DealerRecord,
  type EventRecord,
  type InnovationRecord,
  type ProductRecord,
  type VideoCategoryRecord,
  type VideoRecord,
} from '../catalogue/format';
import { writeCatalogue } from '../catalogue/exporter';
import { seedCatalogueDir } from '../paths';
import { collectionRecords } from './collections';
import { generateProducts } from './products';
import { createRandom, type Random } from './random';
import { CATEGORIES } from './taxonomy';
import { technologyRecords } from './technologies';

const SEED = 20_261_121;

interface VideoSkeleton extends Omit<VideoRecord, 'products'> {
  category: string;
  /** Which products show the video in their gallery. */
  showsOn: (product: ProductRecord) => boolean;
  products: string[];
}

const kindOf = (p: ProductRecord) => p.type ?? p.subcategory ?? '';

function videoSkeletons(): VideoSkeleton[] {
  const technology = (
    id: string,
    tech: string,
    title: string,
    description: string,
    seconds: number,
    on: string,
  ): VideoSkeleton => ({
    id,
    category: 'technologies',
    title,
    description,
    durationSeconds: seconds,
    publishedOn: `2025-${String((seconds % 12) + 1).padStart(2, '0')}-${String((seconds % 27) + 1).padStart(2, '0')}`,
    technology: tech,
    products: [],
    showsOn: (p) => p.technologies.includes(tech) && (on === '' || kindOf(p) === on),
  });
  const install = (
    id: string,
    kind: string,
    title: string,
    description: string,
    seconds: number,
  ): VideoSkeleton => ({
    id,
    category: 'installation',
    title,
    description,
    durationSeconds: seconds,
    publishedOn: `2024-${String((seconds % 12) + 1).padStart(2, '0')}-15`,
    technology: null,
    products: [],
    showsOn: (p) => kindOf(p) === kind,
  });
  const film = (
    id: string,
    collection: string,
    title: string,
    description: string,
    seconds: number,
  ): VideoSkeleton => ({
    id,
    category: 'collections',
    title,
    description,
    durationSeconds: seconds,
    publishedOn: `2025-0${(seconds % 9) + 1}-01`,
    technology: null,
    products: [],
    showsOn: (p) => p.collection === collection && p.category === 'lav-faucets',
  });
  const care = (
    id: string,
    title: string,
    description: string,
    seconds: number,
    tech: string | null,
  ): VideoSkeleton => ({
    id,
    category: 'care-and-cleaning',
    title,
    description,
    durationSeconds: seconds,
    publishedOn: '2024-11-20',
    technology: tech,
    products: [],
    showsOn: () => false,
  });
  return [
    technology(
      'touch2o-explained',
      'touch2o',
      'Touch2O: a tap is all it takes',
      'How a tap on the spout or handle starts and stops the water when your hands are full.',
      94,
      'pull-down',
    ),
    technology(
      'touch2o-xt-explained',
      'touch2o-xt',
      'Touch2O.xt: hands near, water on',
      'See the sensing field that starts the water as your hands approach the basin mixer.',
      88,
      '',
    ),
    technology(
      'diamond-seal-explained',
      'diamond-seal',
      'Inside DIAMOND Seal',
      'A look inside the diamond-coated valve and why it keeps a faucet drip-free for years.',
      121,
      'deck-mount',
    ),
    technology(
      'magnatite-docking-explained',
      'magnatite-docking',
      'MagnaTite Docking in action',
      'The magnet that pulls the spray head home after every use, and why it never droops.',
      76,
      'pull-down',
    ),
    technology(
      'h2okinetic-explained',
      'h2okinetic',
      'The H2Okinetic wave',
      'How a wave pattern of larger drops feels like more water while using less.',
      102,
      'showerheads',
    ),
    technology(
      'tempassure-explained',
      'tempassure',
      'TempAssure keeps it steady',
      'A thermostatic valve that holds your temperature when someone flushes a toilet.',
      115,
      'trims',
    ),
    technology(
      'in2ition-explained',
      'in2ition',
      'In2ition: two showers in one',
      'Overhead and hand shower, apart or together.',
      83,
      '2-in-1-shower',
    ),
    technology(
      'shieldspray-explained',
      'shieldspray',
      'ShieldSpray stops the splash',
      'A concentrated jet inside a shield of water that keeps the splash in the sink.',
      69,
      '',
    ),
    technology(
      'lumicoat-explained',
      'lumicoat',
      'Lumicoat and the water spot',
      'Why water beads and runs off a Lumicoat finish, and how to clean it.',
      97,
      'regular-mid-height',
    ),
    technology(
      'touch-clean-explained',
      'touch-clean',
      'Rub away limescale with Touch-Clean',
      'Flexible nozzles that clear hard-water deposits with a wipe of the finger.',
      58,
      'handshowers',
    ),
    technology(
      'glass-rinser-explained',
      'glass-rinser',
      'Rinse a glass in a second',
      'The sink-mounted glass rinser at work on glasses and bottles.',
      47,
      '',
    ),
    technology(
      'multichoice-explained',
      'multichoice',
      'One valve, many looks',
      'How the MultiChoice universal valve lets you change the trim without breaking tiles.',
      133,
      'roughs',
    ),
    technology(
      'led-pendant-explained',
      'led-pendant',
      'Light that shows the temperature',
      'The LED ring in the spray head that glows blue or red, powered by the water itself.',
      52,
      '',
    ),
    install(
      'installing-a-basin-mixer',
      'regular-mid-height',
      'Installing a single-hole basin mixer',
      'Step by step: fixing the mixer, connecting the hoses and fitting the pop-up waste.',
      245,
    ),
    install(
      'installing-a-wall-mount-trim',
      'wall-mount-trims',
      'Fitting a wall-mounted basin mixer trim',
      'From the concealed rough valve to the finished trim, with the plaster guard in place.',
      312,
    ),
    install(
      'installing-a-hand-shower',
      'handshowers',
      'Fitting a hand shower, hose and wall elbow',
      'Connecting the hose, the wall elbow and the slide bar.',
      188,
    ),
    install(
      'installing-a-pull-down',
      'pull-down',
      'Installing a pull-down kitchen faucet',
      'Mounting the faucet, connecting the supply hoses and setting the counterweight.',
      276,
    ),
    install(
      'installing-a-health-faucet',
      'health-faucets',
      'Installing a health faucet',
      'Fixing the holder, connecting the hose to the angle valve and checking for leaks.',
      143,
    ),
    install(
      'installing-a-concealed-cistern',
      'concealed-cistern-and-cover-plates',
      'Installing a concealed cistern',
      'Framing, fixing, connecting and fitting the dual-flush cover plate.',
      398,
    ),
    install(
      'installing-a-shower-column',
      'shower-columns',
      'Fitting a shower column to existing outlets',
      'A shower column fitted over the outlets already in the wall, with no chasing.',
      221,
    ),
    film(
      'pivotal-film',
      'pivotal',
      'Pivotal: the line that turns',
      'The design story of the Pivotal collection.',
      64,
    ),
    film(
      'trinsic-film',
      'trinsic',
      'Trinsic: less, but better',
      'How Trinsic reduces a faucet to its essential lines.',
      71,
    ),
    film(
      'stryke-film',
      'stryke',
      'Stryke in the city home',
      'Stryke in three city apartments.',
      55,
    ),
    film(
      'nuvola-film',
      'nuvola',
      'Introducing Nuvola',
      'Our newest bathroom collection, soft as a cloud.',
      62,
    ),
    film(
      'zura-film',
      'zura',
      'Zura: soft geometry',
      'Zura in matte black and champagne bronze.',
      48,
    ),
    film(
      'broderick-film',
      'broderick',
      'Broderick: heritage, tailored',
      'Heritage detailing for classic bathrooms.',
      66,
    ),
    care(
      'caring-for-lumicoat',
      'Caring for a Lumicoat finish',
      'Soft cloth, mild soap, nothing abrasive: keeping Lumicoat finishes like new.',
      74,
      'lumicoat',
    ),
    care(
      'descaling-showerheads',
      'Descaling a showerhead without tools',
      'Keep the spray strong in hard-water cities.',
      91,
      'touch-clean',
    ),
    care(
      'cleaning-brilliance-finishes',
      'Cleaning Brilliance finishes',
      'What to use, and what never to use, on coloured finishes.',
      67,
      'brilliance-finishes',
    ),
  ];
}

const VIDEO_CATEGORIES = [
  {
    slug: 'technologies',
    name: 'Technologies',
    description: 'Short films on the technologies inside our faucets and showers.',
  },
  {
    slug: 'installation',
    name: 'Installation',
    description: 'Step-by-step installation guides for plumbers and homeowners.',
  },
  {
    slug: 'collections',
    name: 'Collections',
    description: 'The design stories behind our collections.',
  },
  {
    slug: 'care-and-cleaning',
    name: 'Care & Cleaning',
    description: 'How to keep finishes and sprays looking and working like new.',
  },
];

const CITIES: {
  city: string;
  state: string;
  pincode: number;
  lat: number;
  lng: number;
  dealers: number;
  centre?: boolean;
}[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: 400001,
    lat: 19.076,
    lng: 72.8777,
    dealers: 7,
    centre: true,
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    pincode: 411001,
    lat: 18.5204,
    lng: 73.8567,
    dealers: 5,
    centre: true,
  },
  { city: 'Nagpur', state: 'Maharashtra', pincode: 440001, lat: 21.1458, lng: 79.0882, dealers: 3 },
  {
    city: 'New Delhi',
    state: 'Delhi',
    pincode: 110001,
    lat: 28.6139,
    lng: 77.209,
    dealers: 7,
    centre: true,
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    pincode: 122001,
    lat: 28.4595,
    lng: 77.0266,
    dealers: 4,
    centre: true,
  },
  { city: 'Noida', state: 'Uttar Pradesh', pincode: 201301, lat: 28.5355, lng: 77.391, dealers: 4 },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pincode: 226001,
    lat: 26.8467,
    lng: 80.9462,
    dealers: 4,
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: 302001,
    lat: 26.9124,
    lng: 75.7873,
    dealers: 4,
    centre: true,
  },
  { city: 'Udaipur', state: 'Rajasthan', pincode: 313001, lat: 24.5854, lng: 73.7125, dealers: 3 },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: 380001,
    lat: 23.0225,
    lng: 72.5714,
    dealers: 5,
    centre: true,
  },
  { city: 'Surat', state: 'Gujarat', pincode: 395003, lat: 21.1702, lng: 72.8311, dealers: 4 },
  { city: 'Vadodara', state: 'Gujarat', pincode: 390001, lat: 22.3072, lng: 73.1812, dealers: 3 },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: 560001,
    lat: 12.9716,
    lng: 77.5946,
    dealers: 7,
    centre: true,
  },
  { city: 'Mysuru', state: 'Karnataka', pincode: 570001, lat: 12.2958, lng: 76.6394, dealers: 3 },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: 600001,
    lat: 13.0827,
    lng: 80.2707,
    dealers: 6,
    centre: true,
  },
  {
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pincode: 641001,
    lat: 11.0168,
    lng: 76.9558,
    dealers: 4,
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: 500001,
    lat: 17.385,
    lng: 78.4867,
    dealers: 6,
    centre: true,
  },
  {
    city: 'Visakhapatnam',
    state: 'Andhra Pradesh',
    pincode: 530001,
    lat: 17.6868,
    lng: 83.2185,
    dealers: 3,
  },
  {
    city: 'Vijayawada',
    state: 'Andhra Pradesh',
    pincode: 520001,
    lat: 16.5062,
    lng: 80.648,
    dealers: 3,
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    pincode: 682001,
    lat: 9.9312,
    lng: 76.2673,
    dealers: 4,
    centre: true,
  },
  {
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    pincode: 695001,
    lat: 8.5241,
    lng: 76.9366,
    dealers: 3,
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: 700001,
    lat: 22.5726,
    lng: 88.3639,
    dealers: 6,
    centre: true,
  },
  { city: 'Bhubaneswar', state: 'Odisha', pincode: 751001, lat: 20.2961, lng: 85.8245, dealers: 3 },
  { city: 'Patna', state: 'Bihar', pincode: 800001, lat: 25.5941, lng: 85.1376, dealers: 3 },
  { city: 'Guwahati', state: 'Assam', pincode: 781001, lat: 26.1445, lng: 91.7362, dealers: 3 },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    pincode: 160017,
    lat: 30.7333,
    lng: 76.7794,
    dealers: 4,
    centre: true,
  },
  { city: 'Ludhiana', state: 'Punjab', pincode: 141001, lat: 30.901, lng: 75.8573, dealers: 3 },
  {
    city: 'Indore',
    state: 'Madhya Pradesh',
    pincode: 452001,
    lat: 22.7196,
    lng: 75.8577,
    dealers: 4,
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    pincode: 462001,
    lat: 23.2599,
    lng: 77.4126,
    dealers: 3,
  },
  {
    city: 'Raipur',
    state: 'Chhattisgarh',
    pincode: 492001,
    lat: 21.2514,
    lng: 81.6296,
    dealers: 3,
  },
  {
    city: 'Dehradun',
    state: 'Uttarakhand',
    pincode: 248001,
    lat: 30.3165,
    lng: 78.0322,
    dealers: 3,
  },
  { city: 'Panaji', state: 'Goa', pincode: 403001, lat: 15.4909, lng: 73.8278, dealers: 3 },
  { city: 'Ranchi', state: 'Jharkhand', pincode: 834001, lat: 23.3441, lng: 85.3096, dealers: 3 },
];

const NAME_FIRST = [
  'Shree',
  'Sai',
  'Balaji',
  'Ganesh',
  'Royal',
  'Modern',
  'National',
  'Classic',
  'New India',
  'Krishna',
  'Lakshmi',
  'Metro',
  'Prime',
  'Galaxy',
  'Om',
  'Sagar',
  'Ashoka',
  'Unique',
  'Perfect',
  'Supreme',
  'Venus',
  'Sunrise',
  'Kaveri',
  'Annapurna',
];
const NAME_MIDDLE = [
  'Sanitary',
  'Bath',
  'Tiles & Sanitary',
  'Hardware',
  'Home',
  'Bathware',
  'Sanitaryware',
  'Bath & Kitchen',
];
const NAME_LAST = [
  'Emporium',
  'Centre',
  'House',
  'Traders',
  'Mart',
  'Studio',
  'Agencies',
  'Enterprises',
  'Gallery',
  'Stores',
];
const BUILDINGS = [
  'Plaza',
  'Complex',
  'Arcade',
  'Towers',
  'Chambers',
  'Bhavan',
  'Market',
  'Heights',
  'Square',
  'Centre',
];
const ROADS = [
  'MG Road',
  'Station Road',
  'Main Road',
  'Ring Road',
  'Market Road',
  'Gandhi Road',
  'Nehru Road',
  'Tilak Road',
  'Link Road',
  'Mall Road',
  'Temple Road',
  'College Road',
  'Hospital Road',
  'Church Street',
  'Lake Road',
];
const LOCALITIES = [
  'Gandhi Nagar',
  'Nehru Nagar',
  'Shastri Nagar',
  'Civil Lines',
  'Industrial Area',
  'Old City',
  'New Market',
  'Sector 14',
  'Sector 22',
  'Model Town',
  'Rajendra Nagar',
  'Vidya Nagar',
  'Ashok Vihar',
  'Indira Colony',
  'Patel Nagar',
];
const HOURS = [
  'Mon–Sat 10:00–20:00',
  'Mon–Sat 10:30–20:30',
  'Mon–Sun 10:00–21:00',
  'Mon–Sat 09:30–19:30',
];

function generateDealers(random: Random): DealerRecord[] {
  const dealers: DealerRecord[] = [];
  const usedNames = new Set<string>();
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const phone = () =>
    `+91 ${random.pick(['98', '97', '99', '88', '93', '70'])}${random.int(100, 999)} ${String(random.int(0, 99999)).padStart(5, '0')}`;
  for (const place of CITIES) {
    const dealerCount = place.dealers;
    for (let i = 0; i < dealerCount + (place.centre ? 1 : 0); i++) {
      const centre = Boolean(place.centre) && i === dealerCount;
      let name: string;
      do {
        name = centre
          ? `${place.city} Experience Centre`
          : `${random.pick(NAME_FIRST)} ${random.pick(NAME_MIDDLE)} ${random.pick(NAME_LAST)}`;
      } while (usedNames.has(`${place.city}/${name}`));
      usedNames.add(`${place.city}/${name}`);
      const id = slug(`${name}-${place.city}`);
      dealers.push({
        id,
        name,
        tier: centre ? 'experience-centre' : 'dealer',
        address: {
          line1: `${centre ? 'Ground Floor' : `Shop No. ${random.int(1, 48)}`}, ${random.pick(NAME_FIRST)} ${random.pick(BUILDINGS)}`,
          line2: `${random.pick(ROADS)}, ${random.pick(LOCALITIES)}`,
          city: place.city,
          state: place.state,
          pincode: String(place.pincode + random.int(0, 30)),
        },
        phone: phone(),
        email: `${id.slice(0, 40).replace(/-+$/, '')}@dealers.example.com`,
        lat: Number((place.lat + (random.next() - 0.5) * 0.12).toFixed(5)),
        lng: Number((place.lng + (random.next() - 0.5) * 0.12).toFixed(5)),
        areas:
          centre || random.chance(0.7)
            ? ['bathroom', 'kitchen']
            : [random.pick(['bathroom', 'kitchen'] as const)],
        openingHours: random.pick(HOURS),
      });
    }
  }
  return dealers;
}

function catalogCategories(): CatalogCategoryRecord[] {
  return [
    {
      slug: 'product-catalogues',
      name: 'Product Catalogues',
      description: 'The full range, area by area, with models, finishes and key dimensions.',
      rank: 1,
      catalogs: [
        {
          slug: 'bathroom-catalogue-2026',
          title: 'Bathroom Catalogue 2026',
          description: 'Every basin mixer, shower, bath fitting and accessory of the 2026 range.',
          year: 2026,
          area: 'bathroom',
          categories: ['lav-faucets', 'showering', 'bathing', 'accessories'],
          collections: [],
        },
        {
          slug: 'kitchen-catalogue-2026',
          title: 'Kitchen Catalogue 2026',
          description: 'Kitchen sink mixers, speciality faucets and accessories of the 2026 range.',
          year: 2026,
          area: 'kitchen',
          categories: ['kitchen-faucets', 'speciality-faucets', 'accessories'],
          collections: [],
        },
        {
          slug: 'fittings-and-allied-2026',
          title: 'Fittings & Allied 2026',
          description: 'Cisterns, health faucets, valves, taps, drains and traps.',
          year: 2026,
          area: 'bathroom',
          categories: ['fittings-and-allied'],
          collections: [],
        },
      ],
    },
    {
      slug: 'collection-brochures',
      name: 'Collection Brochures',
      description: 'One brochure per collection, with every piece and finish.',
      rank: 2,
      catalogs: ['pivotal', 'trinsic', 'stryke', 'nuvola', 'magnachoice', 'choice-dway'].map(
        (slug) => ({
          slug: `${slug}-brochure`,
          title: `${slug === 'choice-dway' ? 'CHOICE DWAY' : slug[0]?.toUpperCase() + slug.slice(1).replace('choice', 'Choice')} Brochure`,
          description: `Every product of the collection, in every finish.`,
          year: 2025,
          area: null,
          categories: [],
          collections: [slug],
        }),
      ),
    },
    {
      slug: 'technical-guides',
      name: 'Technical Guides',
      description: 'Planning and installation guides for architects, plumbers and contractors.',
      rank: 3,
      catalogs: [
        {
          slug: 'showering-systems-guide',
          title: 'Showering Systems Planning Guide',
          description: 'Valves, trims, heads and sprays: planning a complete shower.',
          year: 2025,
          area: 'bathroom',
          categories: ['showering', 'bathing'],
          collections: [],
        },
        {
          slug: 'kitchen-speciality-guide',
          title: 'Kitchen Speciality Faucets Guide',
          description:
            'Filtered water, pot fillers and glass rinsers: where they fit and how they connect.',
          year: 2025,
          area: 'kitchen',
          categories: ['speciality-faucets'],
          collections: [],
        },
      ],
    },
  ];
}

function awards(random: Random, products: ProductRecord[]): AwardRecord[] {
  const organisations = [
    'India Design Honours',
    'Kitchen & Bath Review Awards',
    'Good Form Design Prize',
    'Water Efficiency Council of India',
    'Home Makers Choice Awards',
    'Architects Circle Product Awards',
  ];
  const subjects: AwardRecord['subject'][] = [
    { kind: 'collection', ref: 'pivotal' },
    { kind: 'collection', ref: 'trinsic' },
    { kind: 'technology', ref: 'h2okinetic' },
    { kind: 'collection', ref: 'stryke' },
    { kind: 'technology', ref: 'touch2o' },
    { kind: 'collection', ref: 'zura' },
    { kind: 'brand', ref: '' },
    { kind: 'technology', ref: 'magnatite-docking' },
    { kind: 'collection', ref: 'nuvola' },
    { kind: 'collection', ref: 'choice-dway' },
    { kind: 'technology', ref: 'shieldspray' },
    { kind: 'collection', ref: 'broderick' },
  ];
  const records: AwardRecord[] = [];
  for (let year = 2017; year <= 2025; year++) {
    const count = random.int(2, 3);
    for (let i = 0; i < count; i++) {
      const subject =
        i === 2
          ? {
              kind: 'product' as const,
              ref: random.pick(products.filter((p) => p.newLaunch || p.rank < 20)).model,
            }
          : random.pick(subjects);
      const organisation = random.pick(organisations);
      const title = random.pick([
        'Best in Bath',
        'Design Excellence',
        'Innovation of the Year',
        'Water Saving Product of the Year',
        'Best Kitchen Fitting',
        'Most Trusted Brand',
      ]);
      records.push({
        id: `${year}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`,
        year,
        title,
        organisation,
        description: `${title} ${year}, awarded by ${organisation} for ${subject.kind === 'brand' ? 'the brand as a whole' : `the ${subject.kind} ${subject.ref}`}.`,
        subject,
      });
    }
  }
  return records;
}

function innovations(): InnovationRecord[] {
  return [
    {
      slug: 'featured',
      title: 'Featured Innovations',
      description: 'The ideas we are proudest of, from touch control to magnetic docking.',
      area: null,
      rank: 1,
      technologies: [
        'touch2o',
        'magnatite-docking',
        'h2okinetic',
        'lumicoat',
        'shieldspray',
        'diamond-seal',
      ],
    },
    {
      slug: 'bath',
      title: 'Bath Innovations',
      description: 'Valves, finishes and controls that make the bathroom easier to live with.',
      area: 'bathroom',
      rank: 2,
      technologies: [
        'diamond-seal',
        'tempassure',
        'multichoice',
        'lumicoat',
        'brilliance-finishes',
        'touch2o-xt',
      ],
    },
    {
      slug: 'shower',
      title: 'Shower Innovations',
      description: 'Sprays and systems that make a shower feel better while using less water.',
      area: 'bathroom',
      rank: 3,
      technologies: [
        'h2okinetic',
        'in2ition',
        'hydrachoice',
        'touch-clean',
        'custom-showering',
        'tempassure',
      ],
    },
    {
      slug: 'kitchen',
      title: 'Kitchen Innovations',
      description:
        'Faucets that work the way you cook: touch, docking, shielded sprays and filtered water.',
      area: 'kitchen',
      rank: 4,
      technologies: [
        'touch2o',
        'magnatite-docking',
        'shieldspray',
        'glass-rinser',
        'waterplus',
        'led-pendant',
        'pro-clean',
      ],
    },
  ];
}

function events(): EventRecord[] {
  return [
    {
      slug: 'design-week-mumbai-2026',
      title: 'Design Week Mumbai 2026',
      city: 'Mumbai',
      venue: 'Hall 3, Exhibition Centre, Goregaon',
      startsOn: '2026-02-12',
      endsOn: '2026-02-15',
      description:
        'See the Nuvola and CHOICE DWAY collections for the first time, with live demonstrations of Touch2O and ShieldSpray.',
      highlights: ['First showing of Nuvola', 'Live kitchen demonstrations', 'Meet our designers'],
      collections: ['nuvola', 'choice-dway', 'pivotal'],
      leadForm: true,
    },
    {
      slug: 'architects-meet-delhi-2026',
      title: 'Architects Meet Delhi 2026',
      city: 'New Delhi',
      venue: 'Convention Hall, Pragati Maidan',
      startsOn: '2026-04-08',
      endsOn: '2026-04-09',
      description:
        'Two days of talks and workshops on planning bathrooms with concealed valves and custom showering.',
      highlights: ['Custom showering workshop', 'MultiChoice valve hands-on'],
      collections: ['trinsic', 'stryke'],
      leadForm: true,
    },
    {
      slug: 'kitchen-and-bath-expo-bengaluru-2026',
      title: 'Kitchen & Bath Expo Bengaluru 2026',
      city: 'Bengaluru',
      venue: 'International Exhibition Centre, Tumkur Road',
      startsOn: '2026-07-17',
      endsOn: '2026-07-19',
      description: 'Our full kitchen range at the largest kitchen and bath show in the south.',
      highlights: ['MagnaChoice and MagnaSpin live', 'Water-saving clinic'],
      collections: ['magnachoice', 'magnaspin', 'clarifi'],
      leadForm: true,
    },
    {
      slug: 'plumbers-summit-hyderabad-2025',
      title: 'Plumbers Summit Hyderabad 2025',
      city: 'Hyderabad',
      venue: 'HITEX Exhibition Centre',
      startsOn: '2025-09-05',
      endsOn: '2025-09-06',
      description:
        'Installation training and certification for plumbers, with the concealed cistern and rough valve range.',
      highlights: ['Installation certification', 'Concealed cistern training'],
      collections: [],
      leadForm: false,
    },
    {
      slug: 'waterwise-week-chennai-2025',
      title: 'WaterWise Week Chennai 2025',
      city: 'Chennai',
      venue: 'Trade Centre, Nandambakkam',
      startsOn: '2025-11-20',
      endsOn: '2025-11-23',
      description:
        'How waterwise fittings cut household water use, with a live comparison of spray patterns.',
      highlights: ['Spray pattern comparison', 'Waterwise home audit'],
      collections: ['trinsic', 'zura'],
      leadForm: true,
    },
  ];
}

function banners(): BannerRecord[] {
  return [
    {
      id: 'boa-hero-kitchen',
      page: 'boa',
      kind: 'image',
      title: 'Buy our kitchen faucets online',
      subtitle: 'Pull-down faucets with MagnaTite Docking, delivered to your door.',
      link: '/filter/kitchen?category=kitchen-faucets&type=pull-down',
      rank: 1,
      collection: 'magnachoice',
      video: null,
    },
    {
      id: 'boa-hero-bathroom',
      page: 'boa',
      kind: 'image',
      title: 'Bathroom favourites, online',
      subtitle: 'Basin mixers and showers from our best-loved collections.',
      link: '/filter/bathroom?category=lav-faucets',
      rank: 2,
      collection: 'pivotal',
      video: null,
    },
    {
      id: 'boa-showers',
      page: 'boa',
      kind: 'image',
      title: 'Showers that use less',
      subtitle: 'H2Okinetic showerheads and hand showers.',
      link: '/filter/bathroom?category=showering&type=showerheads',
      rank: 3,
      collection: 'zura',
      video: null,
    },
    {
      id: 'boa-video-touch2o',
      page: 'boa',
      kind: 'video',
      title: 'Touch2O: a tap is all it takes',
      subtitle: 'See why a touch faucet changes how you cook.',
      link: '/touch2o',
      rank: 1,
      collection: null,
      video: 'touch2o-explained',
    },
    {
      id: 'boa-video-magnatite',
      page: 'boa',
      kind: 'video',
      title: 'MagnaTite Docking',
      subtitle: 'The spray head that always returns home.',
      link: '/magnatite-docking',
      rank: 2,
      collection: null,
      video: 'magnatite-docking-explained',
    },
    {
      id: 'home-nuvola',
      page: 'home',
      kind: 'image',
      title: 'Introducing Nuvola',
      subtitle: 'Our newest bathroom collection, soft as a cloud.',
      link: '/collections/nuvola',
      rank: 1,
      collection: 'nuvola',
      video: null,
    },
    {
      id: 'home-choice-dway',
      page: 'home',
      kind: 'image',
      title: 'CHOICE DWAY',
      subtitle: 'Filtered and regular water from one graceful spout.',
      link: '/collections/choice-dway',
      rank: 2,
      collection: 'choice-dway',
      video: null,
    },
    {
      id: 'home-trinsic',
      page: 'home',
      kind: 'image',
      title: 'Trinsic, from basin to sink',
      subtitle: 'One minimal look across the home.',
      link: '/collections/trinsic',
      rank: 3,
      collection: 'trinsic',
      video: null,
    },
    {
      id: 'bathroom-stryke',
      page: 'bathroom',
      kind: 'image',
      title: 'Stryke',
      subtitle: 'Architectural lines for the modern bathroom.',
      link: '/collections/stryke',
      rank: 1,
      collection: 'stryke',
      video: null,
    },
    {
      id: 'kitchen-magnaspin',
      page: 'kitchen',
      kind: 'image',
      title: 'MagnaSpin',
      subtitle: 'Turn, pull, spray: the spout follows you.',
      link: '/collections/magnaspin',
      rank: 1,
      collection: 'magnaspin',
      video: null,
    },
    {
      id: 'waterwise-hero',
      page: 'waterwise',
      kind: 'image',
      title: 'WaterWise',
      subtitle: 'Fittings that use less water and still feel generous.',
      link: '/waterwise',
      rank: 1,
      collection: 'zura',
      video: null,
    },
  ];
}

/** The whole seed catalogue, built from the seeded PRNG. */
export function generateCatalogue(seed: number = SEED): CatalogueDocument {
  const random = createRandom(seed);
  const collections = collectionRecords();
  const technologies = technologyRecords();
  const skeletons = videoSkeletons();
  const products = generateProducts(random, collections, technologies, (product) =>
    skeletons
      .filter((video) => video.showsOn(product))
      .slice(0, 2)
      .map((video) => video.id),
  );
  for (const video of skeletons) {
    const shown = products.filter((p) => p.gallery.videos.includes(video.id));
    const pool =
      shown.length > 0
        ? shown
        : products.filter(
            (p) => video.technology !== null && p.technologies.includes(video.technology),
          );
    video.products = random.sample(pool, 3).map((p) => p.model);
  }
  const videoCategories: VideoCategoryRecord[] = VIDEO_CATEGORIES.map((category, index) => ({
    ...category,
    rank: index + 1,
    videos: skeletons
      .filter((video) => video.category === category.slug)
      .map(({ category: _category, showsOn: _showsOn, ...video }) => ({
        id: video.id,
        title: video.title,
        description: video.description,
        durationSeconds: video.durationSeconds,
        publishedOn: video.publishedOn,
        products: video.products,
        technology: video.technology,
      })),
  }));
  // Parsing puts every record's keys in the schema's order, which is the order an export writes them in.
  return CatalogueDocument.parse({
    manifest: {
      format: CATALOGUE_FORMAT,
      version: CATALOGUE_FORMAT_VERSION,
      description:
        'Seed catalogue generated by src/seed/generate.ts (fictional products, dealers and events).',
    },
    categories: CATEGORIES,
    collections,
    technologies,
    products,
    dealers: generateDealers(random),
    videoCategories,
    catalogCategories: catalogCategories(),
    awards: awards(random, products),
    innovations: innovations(),
    events: events(),
    banners: banners(),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const catalogue = generateCatalogue();
  const files = writeCatalogue(catalogue, process.argv[2] ?? seedCatalogueDir());
  console.log(
    `Wrote ${catalogue.products.length} products, ${catalogue.dealers.length} dealers to ${files.length} files.`,
  );
}
