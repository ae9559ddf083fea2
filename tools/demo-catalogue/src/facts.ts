// What each kind of product needs from a home and is made of (issue 17). Written for this project from common
// figures for fittings sold in India: ceramic-disc mixers work from about 0.5 bar, a bib tap from a gravity tank's
// 0.1 bar, thermostatic and multi-jet pieces need a pump. Things that carry no water get null, never an invented value.
import type { KindDefinition } from './kinds';

export interface KindFacts {
  minPressureBar: number | null;
  /** Flow at 1 bar; null with the flow at 3 bar (the kind's `flowRateLpm`) null. */
  flowAt1BarLpm: number | null;
  inletSize: string | null;
  hardWater: boolean | null;
  cartridge: string | null;
  materials: string[];
  dimensions: { heightMm: number; widthMm: number; depthMm: number };
}

const HALF = '1/2" BSP';
const BRASS = 'Lead-free brass body';
const DISC = 'Ceramic disc, 35 mm';
const QUARTER = 'Quarter-turn ceramic disc';
const size = (heightMm: number, widthMm: number, depthMm: number) => ({
  heightMm,
  widthMm,
  depthMm,
});
const dry = (materials: string[], dimensions: KindFacts['dimensions']): KindFacts => ({
  minPressureBar: null,
  flowAt1BarLpm: null,
  inletSize: null,
  hardWater: null,
  cartridge: null,
  materials,
  dimensions,
});

/** Facts by kind value; the flow at 1 bar is written where it is not a plain square-root fall from 3 bar. */
const FACTS: Record<string, Omit<KindFacts, 'flowAt1BarLpm'> & { flowAt1BarLpm?: number | null }> =
  {
    'regular-mid-height': {
      minPressureBar: 0.5,
      inletSize: HALF,
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS, 'chrome-plated brass handle'],
      dimensions: size(185, 50, 150),
    },
    tall: {
      minPressureBar: 0.5,
      inletSize: HALF,
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS, 'brass handle'],
      dimensions: size(320, 50, 190),
    },
    'wall-mount-trims': {
      minPressureBar: 0.5,
      inletSize: null,
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS, 'brass wall plate'],
      dimensions: size(180, 180, 210),
    },
    'wall-mount-roughs': {
      minPressureBar: null,
      inletSize: HALF,
      hardWater: null,
      cartridge: null,
      materials: ['Forged brass body', 'plastic plaster guard'],
      dimensions: size(150, 200, 90),
    },
    widespread: {
      minPressureBar: 0.3,
      inletSize: HALF,
      hardWater: true,
      cartridge: QUARTER,
      materials: [BRASS, 'brass handles'],
      dimensions: size(160, 300, 160),
    },
    // Rub-clean silicone nozzles: limescale rubs off, which is what hard water needs of a shower.
    showerheads: {
      minPressureBar: 0.3,
      inletSize: HALF,
      hardWater: true,
      cartridge: null,
      materials: ['Brass face plate', 'silicone rub-clean nozzles'],
      dimensions: size(20, 250, 250),
    },
    // A filter's media slows the water, so it needs a little more pressure than the head alone.
    'shower-filters': {
      minPressureBar: 0.7,
      inletSize: HALF,
      hardWater: true,
      cartridge: 'Replaceable KDF and calcium sulphite filter',
      materials: ['ABS housing', 'stainless steel mesh'],
      dimensions: size(140, 60, 60),
    },
    handshowers: {
      minPressureBar: 0.3,
      inletSize: HALF,
      hardWater: true,
      cartridge: null,
      materials: ['ABS body', 'silicone rub-clean nozzles', 'stainless steel hose'],
      dimensions: size(240, 100, 60),
    },
    'body-sprays': {
      minPressureBar: 1.5,
      inletSize: HALF,
      hardWater: false,
      cartridge: null,
      materials: ['Brass body', 'silicone nozzles'],
      dimensions: size(75, 75, 45),
    },
    '2-in-1-shower': {
      minPressureBar: 1,
      inletSize: HALF,
      hardWater: true,
      cartridge: 'Diverter, ceramic disc',
      materials: ['Brass body', 'ABS hand shower', 'silicone rub-clean nozzles'],
      dimensions: size(250, 250, 380),
    },
    'shower-arms': {
      minPressureBar: null,
      inletSize: HALF,
      hardWater: null,
      cartridge: null,
      materials: ['Brass tube', 'brass flange'],
      dimensions: size(60, 60, 400),
    },
    // A thermostatic column mixes to a set temperature and needs steady pressure on both supplies.
    'shower-columns': {
      minPressureBar: 1,
      inletSize: HALF,
      hardWater: true,
      cartridge: 'Thermostatic cartridge',
      materials: ['Stainless steel column', 'brass thermostatic body', 'ABS heads'],
      dimensions: size(1150, 250, 450),
    },
    'slide-bars': dry(['Stainless steel bar', 'ABS holder'], size(700, 70, 70)),
    'wall-elbows': {
      minPressureBar: null,
      inletSize: HALF,
      hardWater: null,
      cartridge: null,
      materials: ['Brass body'],
      dimensions: size(60, 60, 55),
    },
    trims: {
      minPressureBar: 1,
      inletSize: null,
      hardWater: true,
      cartridge: 'Thermostatic cartridge',
      materials: [BRASS, 'brass trim plate'],
      dimensions: size(180, 180, 75),
    },
    'tub-filler': {
      minPressureBar: 0.5,
      inletSize: '3/4" BSP',
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS, 'ABS hand shower'],
      dimensions: size(950, 200, 260),
    },
    // A bath spout is an open pipe: it runs on whatever pressure the valve behind it gives.
    'tub-spouts': {
      minPressureBar: 0.1,
      inletSize: HALF,
      hardWater: true,
      cartridge: null,
      materials: [BRASS],
      dimensions: size(60, 60, 210),
    },
    roughs: {
      minPressureBar: null,
      inletSize: HALF,
      hardWater: null,
      cartridge: null,
      materials: ['Forged brass body', 'plastic plaster guard'],
      dimensions: size(160, 160, 95),
    },
    'towel-bars-shelves': dry(['Brass bar', 'zinc alloy brackets'], size(60, 600, 80)),
    'towel-rings': dry(['Brass ring', 'zinc alloy backplate'], size(180, 160, 60)),
    'robe-hooks': dry(['Zinc alloy'], size(60, 30, 50)),
    'tissue-holders': dry(['Brass arm', 'zinc alloy backplate'], size(70, 170, 80)),
    'soap-dish': dry(['Brass holder', 'frosted glass dish'], size(40, 130, 110)),
    'tumbler-holders': dry(['Brass holder', 'frosted glass tumbler'], size(100, 80, 110)),
    // A cistern's fill valve closes on the float and fills from a roof tank's pressure.
    'concealed-cistern-and-cover-plates': {
      minPressureBar: 0.1,
      inletSize: HALF,
      hardWater: true,
      cartridge: 'Float fill valve',
      materials: ['HDPE tank', 'ABS cover plate'],
      dimensions: size(1120, 500, 140),
    },
    'health-faucets': {
      minPressureBar: 0.3,
      inletSize: HALF,
      hardWater: true,
      cartridge: null,
      materials: ['ABS body', 'stainless steel hose', 'brass holder'],
      dimensions: size(180, 45, 45),
    },
    'angle-valves': {
      minPressureBar: 0.1,
      inletSize: HALF,
      hardWater: true,
      cartridge: QUARTER,
      materials: [BRASS],
      dimensions: size(55, 40, 75),
    },
    // The simplest tap on a gravity-fed line: an open quarter-turn valve runs at a tank's pressure.
    'bib-taps': {
      minPressureBar: 0.1,
      inletSize: HALF,
      hardWater: true,
      cartridge: QUARTER,
      materials: [BRASS],
      dimensions: size(80, 50, 140),
    },
    'floor-drain': dry(['Stainless steel grate', 'PVC body'], size(70, 150, 150)),
    'grid-drain': dry(['Stainless steel grate', 'stainless steel channel'], size(70, 600, 75)),
    'bottle-trap': dry(['Brass body'], size(280, 60, 200)),
    'concealed-stop-valve-&-trims': {
      minPressureBar: 0.1,
      inletSize: '3/4" BSP',
      hardWater: true,
      cartridge: QUARTER,
      materials: ['Forged brass body', 'brass trim'],
      dimensions: size(75, 75, 90),
    },
    // A pull-down's spray head and hose need about a bar to reach the far side of a sink.
    'pull-down': {
      minPressureBar: 1,
      inletSize: HALF,
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS, 'nylon hose', 'ABS spray head'],
      dimensions: size(420, 80, 230),
    },
    'deck-mount': {
      minPressureBar: 0.5,
      inletSize: HALF,
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS],
      dimensions: size(300, 60, 220),
    },
    'wall-mount-mixers': {
      minPressureBar: 0.3,
      inletSize: HALF,
      hardWater: true,
      cartridge: QUARTER,
      materials: [BRASS],
      dimensions: size(90, 200, 230),
    },
    'wall-mount-cold-only': {
      minPressureBar: 0.1,
      inletSize: HALF,
      hardWater: true,
      cartridge: QUARTER,
      materials: [BRASS],
      dimensions: size(90, 55, 230),
    },
    'bar-prep': {
      minPressureBar: 0.5,
      inletSize: HALF,
      hardWater: true,
      cartridge: DISC,
      materials: [BRASS],
      dimensions: size(330, 55, 160),
    },
    // A beverage tap is fed from an RO unit's small tank at a steady low pressure.
    'beverage-ro': {
      minPressureBar: 0.3,
      inletSize: '1/4" push-fit',
      hardWater: false,
      cartridge: QUARTER,
      materials: ['Stainless steel body'],
      dimensions: size(260, 50, 150),
    },
    'pot-fillers': {
      minPressureBar: 0.5,
      inletSize: HALF,
      hardWater: true,
      cartridge: QUARTER,
      materials: [BRASS],
      dimensions: size(120, 70, 600),
    },
    'glass-rinser': {
      minPressureBar: 1.5,
      inletSize: '3/8" BSP',
      hardWater: false,
      cartridge: 'Push valve',
      materials: ['Stainless steel'],
      dimensions: size(80, 160, 160),
    },
    'soap-dispensers': dry(['Brass pump', 'polypropylene bottle'], size(90, 60, 130)),
  };

/**
 * The facts of a kind. Flow falls with the square root of pressure through an open waterway; where a kind's flow
 * at 3 bar is known, its flow at 1 bar follows from it.
 */
export function factsOf(kind: Pick<KindDefinition, 'value' | 'flowRateLpm'>): KindFacts {
  const facts = FACTS[kind.value];
  if (!facts) throw new Error(`No home-fit facts for the kind ${kind.value}`);
  const flowAt1BarLpm =
    kind.flowRateLpm === null
      ? null
      : (facts.flowAt1BarLpm ?? Math.round((kind.flowRateLpm / Math.sqrt(3)) * 10) / 10);
  const { minPressureBar, flowAt1BarLpm: _known, ...rest } = facts;
  // Keys in the order of the exchange format (the order an export writes them in).
  return { minPressureBar, flowAt1BarLpm, ...rest };
}
