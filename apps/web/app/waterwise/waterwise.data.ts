// The WaterWise page's words and the assumptions of its savings calculator. Flow rates are typical of fittings
// sold in India at about 3 bar; usage and tariff are defaults a visitor changes to match their home.

export const FIXTURES = ['shower', 'basin', 'kitchen'] as const;
export type Fixture = (typeof FIXTURES)[number];

export interface FixtureAssumption {
  label: string;
  /** The fitting being replaced, in litres a minute. */
  standardLpm: number;
  /** The WaterWise fitting, in litres a minute. */
  waterwiseLpm: number;
  /** Minutes the fitting runs per person per day, unless the visitor says otherwise. */
  defaultMinutes: number;
  minutesLabel: string;
}

export const waterAssumptions = {
  fixtures: {
    shower: {
      label: 'Showerheads and hand showers',
      standardLpm: 12,
      waterwiseLpm: 7.6,
      defaultMinutes: 7,
      minutesLabel: 'Shower minutes per person per day',
    },
    basin: {
      label: 'Basin faucets',
      standardLpm: 8.3,
      waterwiseLpm: 5.7,
      defaultMinutes: 4,
      minutesLabel: 'Basin faucet minutes per person per day',
    },
    kitchen: {
      label: 'Kitchen faucet',
      standardLpm: 9.5,
      waterwiseLpm: 6.8,
      defaultMinutes: 3,
      minutesLabel: 'Kitchen faucet minutes per person per day',
    },
  } satisfies Record<Fixture, FixtureAssumption>,
  /** What a household pays for 1,000 litres, in rupees: supply, pumping and tank top-ups together. */
  defaultTariffPerKilolitre: 25,
  defaultPeople: 4,
  daysPerYear: 365,
  /** The bucket most Indian bathrooms know. */
  bucketLitres: 15,
  limits: {
    people: { min: 1, max: 20 },
    minutes: { min: 0, max: 60 },
    tariff: { min: 0, max: 500 },
  },
} as const;

export const waterwiseCopy = {
  title: 'WaterWise',
  eyebrow: 'Water saving',
  description:
    'WaterWise faucets and showers use up to a third less water without feeling like less. Estimate what your home would save in litres and rupees a year.',
  intro:
    'Every WaterWise fitting is tuned to give a full, satisfying flow with less water: aerators that add air to each drop, regulators that hold the flow steady at any pressure, and sprays shaped to cover more of you.',
  story: {
    title: 'Why less can feel like more',
    paragraphs: [
      'Much of India depends on water that arrives a few hours a day, is pumped to a rooftop tank or bought by the tanker. Every litre that runs down the drain without doing anything useful has already cost energy and money to bring home.',
      'A WaterWise fitting does not ask you to change your habits. It changes the water instead: air is mixed into the stream so each drop is larger and softer, and a regulator keeps the flow at the rate that feels generous rather than at whatever the pressure pushes through.',
    ],
    points: [
      {
        value: 'Up to 37%',
        label: 'less water from a WaterWise showerhead than a standard 12 litre-a-minute head',
      },
      {
        value: '5.7 L/min',
        label: 'from a WaterWise basin faucet, enough to rinse and wash comfortably',
      },
      {
        value: 'Less heating',
        label: 'less hot water drawn from the geyser means less electricity spent',
      },
    ],
  },
  calculator: {
    title: 'Water savings calculator',
    text: 'Tell us about your home and see what WaterWise fittings would save in a year.',
    peopleLabel: 'People in your home',
    fixturesLegend: 'Fittings you would change to WaterWise',
    tariffLabel: 'What you pay for 1,000 litres (₹)',
    tariffHint:
      'Your water bill shows it; 25 is a typical figure once pumping and tank top-ups are counted.',
    submit: 'Calculate',
    resultTitle: 'Your yearly saving',
    noFixtures: 'Choose at least one fitting to see a saving.',
    assumptionsTitle: 'How we calculate',
  },
  productsTitle: 'WaterWise products',
  productsText: 'Look for the WaterWise mark on any product page.',
  collectionsTitle: 'WaterWise collections',
  technologiesTitle: 'The technology behind it',
} as const;

/** The technologies the WaterWise page explains, by route name. */
export const waterwiseTechnologies: readonly string[] = ['water-sense', 'h2okinetic', 'touch2oxt'];
