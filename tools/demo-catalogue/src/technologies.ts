// The technologies and special features products list under "Product Features". Written for this project.
import type { TechnologyRecord } from '@fittings/catalog-core/catalogue-format';

type Technology = Omit<TechnologyRecord, 'rank' | 'kind' | 'style'> & { style?: string };

const TECHNOLOGIES: Technology[] = [
  {
    slug: 'lumicoat',
    name: 'Lumicoat<sup>®</sup>',
    areas: ['bathroom', 'kitchen'],
    icon: 'sparkle',
    route: 'lumicoat',
    summary: 'A finish that resists water spots and wipes clean.',
    description:
      'Lumicoat is a thin, durable layer bonded over the finish. Water beads and runs off instead of drying into spots, so limescale and soap residue wipe away with a soft cloth and no harsh cleaners.',
  },
  {
    slug: 'touch2o',
    name: 'Touch<sub>2</sub>O<sup>®</sup> Technology',
    areas: ['kitchen', 'bathroom'],
    icon: 'touch',
    route: 'touch2o',
    summary: 'Tap anywhere on the spout or handle to start and stop the water.',
    description:
      'Touch2O senses a tap of the hand or wrist anywhere on the spout or handle and turns the water on or off. When your hands are full or messy you do not need to grab the handle, and the faucet switches off by itself after a few minutes as a safeguard.',
  },
  {
    slug: 'touch2o-xt',
    name: 'Touch<sub>2</sub>O<sup>®</sup>.xt Technology',
    areas: ['bathroom', 'kitchen'],
    icon: 'touch',
    route: 'touch2oxt',
    summary: 'Water starts when your hands come near, and stops when they leave.',
    description:
      'Touch2O.xt adds a sensing field around the faucet: bring your hands within a few centimetres and the water starts, move them away and it stops. It saves water while you soap your hands, and a small light shows the temperature you have chosen.',
  },
  {
    slug: 'diamond-seal',
    name: 'DIAMOND<sup>™</sup> Seal Technology',
    areas: ['bathroom', 'kitchen'],
    icon: 'diamond',
    route: 'diamondseal',
    summary: 'A diamond-coated valve built to last twice as long.',
    description:
      'DIAMOND Seal puts a diamond-coated ceramic disc at the heart of the valve. Fewer wearing parts and a waterway that keeps water away from metal mean the faucet stays drip-free and smooth to operate for years of daily use.',
  },
  {
    slug: 'magnatite-docking',
    name: 'MagnaTite<sup>®</sup> Docking',
    areas: ['kitchen', 'bathroom'],
    icon: 'magnet',
    route: 'magnatite-docking',
    summary: 'A strong magnet pulls the spray head back into place.',
    description:
      'MagnaTite Docking hides a powerful magnet in the spout. After every use the spray head snaps back and stays put, so it never droops or swings loose over time.',
  },
  {
    slug: 'h2okinetic',
    name: 'H<sub>2</sub>Okinetic<sup>®</sup> Technology',
    areas: ['bathroom'],
    icon: 'spray',
    route: 'h2okinetic',
    summary: 'A wave pattern that feels like more water while using less.',
    description:
      'H2Okinetic shapes the water into a moving wave pattern of larger drops. The spray stays warm and covers more of you, so it feels like a generous shower while using less water than a standard head.',
  },
  {
    slug: 'tempassure',
    name: 'TempAssure<sup>®</sup> Thermostatic Valve',
    areas: ['bathroom'],
    icon: 'thermometer',
    route: 'tempassure',
    summary: 'Holds your chosen temperature steady, even when pressure changes.',
    description:
      'TempAssure senses the temperature of the mixed water and adjusts within a fraction of a second, so a flush elsewhere in the house does not turn your shower cold or scalding. Set it once and it stays where you like it.',
  },
  {
    slug: 'touch-clean',
    name: 'Touch-Clean<sup>®</sup> Spray Holes',
    areas: ['bathroom', 'kitchen'],
    icon: 'droplet',
    route: 'touch-clean',
    summary: 'Soft rubber nozzles that rub clean of limescale.',
    description:
      'Touch-Clean nozzles are made of flexible rubber. Wipe a finger across the spray face and hard-water deposits break away, keeping the flow strong without soaking or descaling.',
  },
  {
    slug: 'multichoice',
    name: 'MultiChoice<sup>®</sup> Universal Valve',
    areas: ['bathroom'],
    icon: 'valve',
    route: 'multichoice',
    summary: 'One valve behind the wall, many trims in front of it.',
    description:
      'The MultiChoice universal valve fits behind the wall once. Change the look later by swapping the trim in front, without breaking tiles, whether you move to a new collection or to a thermostatic control.',
  },
  {
    slug: 'in2ition',
    name: 'In2ition<sup>®</sup> Two-in-One Shower',
    areas: ['bathroom'],
    icon: 'spray',
    route: 'in2ition',
    summary: 'A showerhead and hand shower that work apart or together.',
    description:
      'In2ition combines an overhead shower and a detachable hand shower in one unit. Use either on its own, or both together for a fuller spray, and lift the hand shower away to rinse hair, children or the shower walls.',
  },
  {
    slug: 'hydrachoice',
    name: 'HydraChoice<sup>®</sup> Body Sprays',
    areas: ['bathroom'],
    icon: 'spray',
    route: 'hydrachoice',
    summary: 'Body sprays that add targeted massage to any shower.',
    description:
      'HydraChoice body sprays mount in the shower wall and aim adjustable jets at the shoulders, back or legs. Several can run from one valve to turn an ordinary shower into a massage.',
  },
  {
    slug: 'shieldspray',
    name: 'ShieldSpray<sup>®</sup> Technology',
    areas: ['kitchen'],
    icon: 'shield',
    route: 'shieldspray',
    summary: 'A powerful spray surrounded by a shield of water that stops splashes.',
    description:
      'ShieldSpray wraps a concentrated jet in a circular shield of water. Stuck-on food comes off the pan, but the splash stays in the sink instead of on you and the counter.',
  },
  {
    slug: 'brilliance-finishes',
    name: 'Brilliance<sup>®</sup> Finishes',
    areas: ['bathroom', 'kitchen'],
    icon: 'shield',
    route: 'brilliance-finishes',
    summary: 'Finishes guaranteed not to corrode, tarnish or discolour.',
    description:
      'Brilliance finishes are applied by a vapour deposition process that bonds the colour to the metal. They resist scratches, corrosion and tarnish, and keep their look through years of cleaning.',
  },
  {
    slug: 'pro-clean',
    name: 'Pro Clean<sup>™</sup>',
    areas: ['bathroom', 'kitchen'],
    icon: 'sparkle',
    route: 'pro-clean',
    summary: 'Surfaces designed to be cleaned in a single wipe.',
    description:
      'Pro Clean designs avoid the crevices where grime collects: sealed joints, smooth transitions and removable aerators that come apart by hand for cleaning.',
  },
  {
    slug: 'glass-rinser',
    name: 'Glass Rinser',
    areas: ['kitchen'],
    icon: 'glass',
    route: 'glassrinser',
    summary: 'Rinse glasses, bottles and baby bottles in a second.',
    description:
      'The glass rinser sits in the sink deck. Press a glass upside down onto it and a ring of jets rinses the inside, ready to drain and dry, with no splashing over the counter.',
  },
  {
    slug: 'led-pendant',
    name: 'LED Pendant Light',
    areas: ['kitchen'],
    icon: 'light',
    route: 'led-pendant',
    summary: 'A ring of light in the spray head that shows the water temperature.',
    description:
      'A small LED ring in the spray head glows blue for cold and red for hot, powered by the water flow itself. No batteries, no wiring, and a quick way to see the temperature before you touch the water.',
  },
  {
    slug: 'custom-showering',
    name: 'Custom Showering',
    areas: ['bathroom'],
    icon: 'gear',
    route: 'custom-showering',
    summary: 'Build a shower from heads, sprays and valves that work together.',
    description:
      'Custom Showering lets you combine overhead showers, hand showers and body sprays on one control system. Each part is sized to work with the others, so the shower is planned once and installed once.',
  },
  {
    slug: 'waterplus',
    name: 'WaterPlus<sup>™</sup>',
    areas: ['kitchen'],
    icon: 'filter',
    route: 'waterplus',
    summary: 'Filtered drinking water from a dedicated faucet.',
    description:
      'WaterPlus connects a dedicated faucet to an under-sink purifier, so filtered drinking water is always at hand without a countertop appliance. The purified waterway never touches the regular supply.',
  },
  {
    slug: 'water-sense',
    name: 'WaterSense<sup>®</sup> Flow',
    areas: ['bathroom', 'kitchen'],
    icon: 'leaf',
    route: 'water-sense',
    summary: 'Uses at least a fifth less water without losing performance.',
    description:
      'Products marked for water-sense flow use at least twenty per cent less water than a standard fitting of their kind, verified at the pressures found in Indian homes, while still giving a satisfying stream.',
  },
];

const SPECIAL_FEATURES: Technology[] = [
  {
    slug: 'swivel-spout',
    name: '360° Swivel Spout',
    areas: ['kitchen', 'bathroom'],
    icon: 'swivel',
    route: '',
    summary: 'The spout turns a full circle to reach every part of the sink.',
    description:
      'The spout turns through a full circle on a sealed bearing, so you can fill a pot on one side of the sink and rinse on the other without moving anything.',
  },
  {
    slug: 'pull-down-wand',
    name: 'Pull-Down Spray Wand',
    areas: ['kitchen'],
    icon: 'spray',
    route: '',
    summary: 'A spray head on a braided hose that reaches every corner.',
    description:
      'The spray head pulls down on a braided hose with a counterweight, reaching every corner of the sink and switching between stream and spray with one button.',
  },
  {
    slug: 'ceramic-cartridge',
    name: 'Ceramic Disc Cartridge',
    areas: ['bathroom', 'kitchen'],
    icon: 'valve',
    route: '',
    summary: 'Hard ceramic discs for smooth, drip-free control.',
    description:
      'Two polished ceramic discs slide against each other to mix and stop the water. They resist wear and hard water far better than rubber washers.',
  },
  {
    slug: 'quick-connect',
    name: 'Quick-Connect Installation',
    areas: ['bathroom', 'kitchen'],
    icon: 'gear',
    route: '',
    summary: 'Push-fit hoses that install without tools.',
    description:
      'The supply hoses click into place with a push-fit connector, cutting installation time and removing the risk of overtightened fittings.',
  },
  {
    slug: 'anti-scald',
    name: 'Anti-Scald Protection',
    areas: ['bathroom'],
    icon: 'thermometer',
    route: '',
    summary: 'A limit stop keeps the water below a safe temperature.',
    description:
      'An adjustable limit stop caps how far the handle turns towards hot, keeping the water below a safe temperature for children and older family members.',
  },
  {
    slug: 'metal-pop-up',
    name: 'Metal Pop-Up Waste',
    areas: ['bathroom'],
    icon: 'gear',
    route: '',
    summary: 'A solid metal pop-up waste is included in the box.',
    description:
      'A solid brass pop-up waste, finished to match, is included, so the basin is complete out of the box.',
  },
  {
    slug: 'multi-function-spray',
    name: 'Multi-Function Spray',
    areas: ['bathroom'],
    icon: 'spray',
    route: '',
    summary: 'Several spray patterns selected with a turn of the face.',
    description:
      'Turn the spray face to move between a full body spray, a massaging pulse and a gentle mist, each shaped by its own ring of nozzles.',
  },
  {
    slug: 'flow-restrictor',
    name: 'Removable Flow Restrictor',
    areas: ['bathroom', 'kitchen'],
    icon: 'droplet',
    route: '',
    summary: 'Set the flow to suit low or high water pressure.',
    description:
      'A removable restrictor lets the installer tune the flow to the water pressure of the home, from rooftop tanks to pressurised supplies.',
  },
  {
    slug: 'concealed-fixings',
    name: 'Concealed Fixings',
    areas: ['bathroom'],
    icon: 'ruler',
    route: '',
    summary: 'No visible screws once the piece is installed.',
    description:
      'Accessories hang on a hidden mounting bracket and lock with a grub screw underneath, leaving only clean surfaces on show.',
  },
  {
    slug: 'brass-construction',
    name: 'Solid Brass Construction',
    areas: ['bathroom', 'kitchen'],
    icon: 'shield',
    route: '',
    summary: 'Lead-free brass bodies built for Indian water conditions.',
    description:
      'The body is cast from lead-free brass, which stands up to hard water and pressure changes far better than zinc or plastic bodies.',
  },
];

/** The technology records, technologies first then special features, with ranks in that order. */
export function technologyRecords(): TechnologyRecord[] {
  return [
    ...TECHNOLOGIES.map((t) => ({ ...t, kind: 'technology' as const })),
    ...SPECIAL_FEATURES.map((t) => ({ ...t, kind: 'special-feature' as const })),
  ].map((t, index) => ({
    slug: t.slug,
    name: t.name,
    kind: t.kind,
    areas: t.areas,
    summary: t.summary,
    description: t.description,
    icon: t.icon,
    style: t.style ?? (t.kind === 'technology' ? 'technology' : 'feature'),
    route: t.route,
    rank: index + 1,
  }));
}
