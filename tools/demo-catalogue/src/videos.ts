// The seed's videos: technology films, installation guides, collection stories and care tips, and their categories.
import type { ProductRecord, VideoRecord } from '@fittings/catalog-core/catalogue-format';

export interface VideoSkeleton extends Omit<VideoRecord, 'products'> {
  category: string;
  /** Which products show the video in their gallery. */
  showsOn: (product: ProductRecord) => boolean;
  products: string[];
}

const kindOf = (p: ProductRecord) => p.type ?? p.subcategory ?? '';

export function videoSkeletons(): VideoSkeleton[] {
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

export const VIDEO_CATEGORIES = [
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
