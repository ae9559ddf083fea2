// The technology pages: which route names of spec 2.6 are technologies, and the words of each page that the API's
// record does not carry. The API says what a technology does (its summary and description) and which products have
// it; this file says how it helps in daily life, in the brand's voice.

/** The declared route names of spec 2.6 that are technology pages, in the order the technology page lists them. */
export const TOP_LEVEL_TECHNOLOGY_ROUTES: readonly string[] = [
  'lumicoat',
  'glassrinser',
  'shieldspray',
  'h2okinetic',
  'touch2oxt',
  'touch2o',
  'diamondseal',
  'magnatite-docking',
  'brilliance-finishes',
  'hydrachoice',
  'in2ition',
  'touch-clean',
  'multichoice',
  'tempassure',
  'water-sense',
  'led-pendant',
  'pro-clean',
  'custom-showering',
  'waterplus',
];

export interface TechnologyCopy {
  /** How the technology helps, as three short benefits. */
  helps: readonly [string, string, string];
  /** One sentence on where in the home it earns its keep. */
  bestFor: string;
}

export const technologyCopy: Record<string, TechnologyCopy> = {
  lumicoat: {
    helps: [
      'Hard-water spots bead and run off instead of drying onto the finish.',
      'A soft damp cloth is all the cleaning it asks for: no acids, no scrubbing.',
      'The finish keeps its first-day sheen for years of daily use.',
    ],
    bestFor: 'Homes with hard water, and anyone who would rather not polish taps every weekend.',
  },
  glassrinser: {
    helps: [
      'Press a glass or bottle down on the rinser and a ring of jets cleans the inside in a second.',
      'Rinsing happens at the sink edge, so the main faucet and the sink stay free for cooking.',
      'Each rinse uses a small, measured amount of water.',
    ],
    bestFor: 'Kitchen and bar counters where glasses, flasks and baby bottles are rinsed all day.',
  },
  shieldspray: {
    helps: [
      'A concentrated centre jet lifts stuck-on food from pans and trays.',
      'The surrounding curtain of water keeps splashes inside the sink.',
      'Less splashing means a drier counter and a drier shirt.',
    ],
    bestFor: 'Busy Indian kitchens that scrub kadais, tawas and pressure cookers every day.',
  },
  h2okinetic: {
    helps: [
      'Larger drops in a moving wave hold their heat longer on the skin.',
      'The spray covers more of you, so a lower flow still feels generous.',
      'It saves water without the thin, needle-like feel of ordinary low-flow heads.',
    ],
    bestFor:
      'Overhead showers and hand showers in homes that want to cut water use without noticing it.',
  },
  touch2oxt: {
    helps: [
      'Water starts as your hands come near and stops when they move away.',
      'No handle to touch while hands are soapy or covered in dough, so it stays cleaner.',
      'The flow stops the moment it is no longer needed.',
    ],
    bestFor: 'Family bathrooms and kitchens where hygiene and children’s hand-washing matter.',
  },
  touch2o: {
    helps: [
      'A tap of the wrist or forearm anywhere on the spout or handle turns the water on or off.',
      'Messy hands never need to grip the handle.',
      'A built-in timer switches the water off after a few minutes as a safeguard.',
    ],
    bestFor: 'Kitchens where cooking means moving quickly between the counter and the sink.',
  },
  diamondseal: {
    helps: [
      'A diamond-coated valve keeps water away from the waterway seals, so fewer parts wear.',
      'Smooth, steady control for many years of opening and closing.',
      'It is built to resist the drips that ordinary cartridges develop.',
    ],
    bestFor: 'Any faucet that is used many times a day, which is most of them.',
  },
  'magnatite-docking': {
    helps: [
      'A strong magnet pulls the spray head home after every use.',
      'The head never droops or swings loose, even after years of pulling.',
      'Docking is precise and quiet, with no twisting or latching.',
    ],
    bestFor: 'Pull-down kitchen faucets and hand showers that are used all day long.',
  },
  'brilliance-finishes': {
    helps: [
      'Finishes are bonded to resist corrosion, tarnish and discolouration.',
      'They keep their colour through daily cleaning and humid bathrooms.',
      'Every finish is made to match across the faucets, showers and accessories of a collection.',
    ],
    bestFor: 'Coordinated bathrooms where every piece should still match years from now.',
  },
  hydrachoice: {
    helps: [
      'Body sprays add a targeted massage at the height you choose.',
      'They fit with an existing shower so that the system can grow over time.',
      'Each spray can be angled so the water lands where you want it.',
    ],
    bestFor: 'Shower rooms planned for relaxation, not just a quick rinse.',
  },
  in2ition: {
    helps: [
      'A showerhead and a hand shower that work apart or together.',
      'Rinsing hair, bathing a child or cleaning the stall is easy with the hand shower.',
      'Both share one connection, so installation stays simple.',
    ],
    bestFor: 'Family bathrooms where one shower has to suit several people.',
  },
  'touch-clean': {
    helps: [
      'Soft rubber nozzles let limescale be rubbed away with a fingertip.',
      'No vinegar soaks or pins are needed to clear a blocked spray.',
      'The spray pattern stays even, so the shower feels the same month after month.',
    ],
    bestFor: 'Hard-water cities, where spray holes otherwise clog within weeks.',
  },
  multichoice: {
    helps: [
      'One valve in the wall accepts many trims, so a bathroom can be restyled without breaking tiles.',
      'Pressure-balancing or thermostatic control can be chosen later.',
      'Plumbers install one familiar valve across many designs.',
    ],
    bestFor: 'New builds and renovations that want the freedom to change the look later.',
  },
  tempassure: {
    helps: [
      'Holds the temperature you set, even when someone opens a tap elsewhere in the house.',
      'No sudden cold or scalding bursts as the pressure changes.',
      'A limit stop keeps the hottest setting safe for children and elders.',
    ],
    bestFor: 'Homes with geysers or solar heaters, where pressure swings are common.',
  },
  'water-sense': {
    helps: [
      'Tuned aerators and flow regulators use at least a fifth less water.',
      'The flow is shaped to feel full, so the saving goes unnoticed.',
      'Less hot water drawn means less energy spent heating it.',
    ],
    bestFor: 'Every home that pays for water or draws from a tank, borewell or tanker.',
  },
  'led-pendant': {
    helps: [
      'A ring of light in the spray head shows the water temperature at a glance.',
      'It is powered by the flow of water itself, so there is nothing to charge or wire.',
      'Blue for cool and red for hot helps avoid surprises when washing up.',
    ],
    bestFor: 'Kitchens where children help out at the sink.',
  },
  'pro-clean': {
    helps: [
      'Smooth, seam-free surfaces wipe clean in a single pass.',
      'No grooves or crevices where grime and soap can settle.',
      'A clean look with less time spent cleaning.',
    ],
    bestFor: 'Kitchens and bathrooms that are cleaned every day.',
  },
  'custom-showering': {
    helps: [
      'Heads, hand showers, body sprays and valves are designed to work together.',
      'A shower can be planned around the people who use it, from a rain head to a massage spray.',
      'One valve system and matching finishes keep the wall tidy.',
    ],
    bestFor: 'Master bathrooms and renovations that want a shower to remember.',
  },
  waterplus: {
    helps: [
      'A dedicated faucet delivers filtered drinking water beside the main tap.',
      'Filtered water stays separate from the water you wash with.',
      'Fewer plastic bottles and cans to buy and carry home.',
    ],
    bestFor: 'Kitchens that want purified water without a bulky unit on the counter.',
  },
};
