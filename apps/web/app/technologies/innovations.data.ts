// The words of the Design & Innovation pages: the innovation groups' navigation, the technology index and the
// technology pages. The groups, technologies and their descriptions come from the API.

export const INNOVATION_GROUPS = [
  { slug: 'featured', label: 'Featured' },
  { slug: 'bath', label: 'Bath' },
  { slug: 'shower', label: 'Shower' },
  { slug: 'kitchen', label: 'Kitchen' },
] as const;

export type InnovationGroupSlug = (typeof INNOVATION_GROUPS)[number]['slug'];

export const innovationCopy = {
  section: 'Design & Innovation',
  sectionPath: '/innovations/featured',
  groupsLabel: 'Innovations by room',
  technologiesTitle: 'The technologies',
  productsTitle: 'Where you will find them',
  allTechnologies: 'All technologies',
  discover: 'Discover',
} as const;

export const technologyIndexCopy = {
  title: 'Technology',
  description:
    'Every technology inside our faucets and showers, from touch control and magnetic docking to spot-resistant finishes and water-saving sprays.',
  intro:
    'The engineering you feel but rarely see: valves that never drip, sprays that use less water, finishes that wipe clean and faucets that answer a touch.',
  technologiesTitle: 'Technologies',
  featuresTitle: 'Special features',
  featuresText:
    'Smaller details that make a daily difference. Each product page lists the ones it has.',
  featuresLink: 'How the features work',
} as const;

export const technologyPageCopy = {
  eyebrow: 'Technology',
  whatTitle: 'What it does',
  helpsTitle: 'How it helps',
  bestForLabel: 'Best for',
  videoTitle: 'See it work',
  productsTitle: 'Products with',
  groupsTitle: 'Part of',
  othersTitle: 'More technologies',
  noProducts: 'Products with this technology are coming soon.',
} as const;
