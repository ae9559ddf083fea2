// The words of the bathroom and kitchen landing pages. Categories, counts, collections, innovations and products
// come from the menus data and the API.
import type { ProductArea } from '@fittings/catalog-core';

export interface AreaCopy {
  title: string;
  eyebrow: string;
  description: string;
  intro: string;
  /** The innovation groups shown on the page, by slug. */
  innovations: readonly string[];
  categoriesTitle: string;
  collectionsTitle: string;
  collectionsText: string;
  innovationsTitle: string;
  newTitle: string;
  shopAll: string;
}

export const areaCopy: Record<ProductArea, AreaCopy> = {
  bathroom: {
    title: 'Bathroom',
    eyebrow: 'Faucets, showers, accessories and fittings',
    description:
      'Basin faucets, showers, bath fittings, accessories and allied fittings for the Indian bathroom, in coordinated collections and enduring finishes.',
    intro:
      'The room where every day begins and ends. Choose a collection, carry its look from the basin to the shower and the towel ring, and let the engineering inside take care of the rest.',
    innovations: ['bath', 'shower'],
    categoriesTitle: 'Shop by category',
    collectionsTitle: 'Collections',
    collectionsText: 'One design idea from the basin to the shower.',
    innovationsTitle: 'Inside our bathroom fittings',
    newTitle: 'New for the bathroom',
    shopAll: 'All bathroom products',
  },
  kitchen: {
    title: 'Kitchen',
    eyebrow: 'Kitchen faucets and speciality faucets',
    description:
      'Pull-down and deck-mounted kitchen faucets, filtered-water, bar and pot-filler faucets, and accessories, built for the way India cooks.',
    intro:
      'The kitchen faucet works harder than anything else in the house. Ours pull down, dock themselves, answer a touch and keep the splash in the sink, meal after meal.',
    innovations: ['kitchen'],
    categoriesTitle: 'Shop by category',
    collectionsTitle: 'Kitchen collections',
    collectionsText: 'Faucets and accessories designed to match.',
    innovationsTitle: 'Inside our kitchen faucets',
    newTitle: 'New for the kitchen',
    shopAll: 'All kitchen products',
  },
};

export const areaBands = {
  waterwise: {
    title: 'Less water, the same satisfying flow',
    text: 'See what WaterWise fittings would save your home in a year.',
    cta: 'Calculate your saving',
    href: '/waterwise#calculator',
  },
  dealers: {
    title: 'See the finishes in daylight',
    text: 'Visit a dealer or experience centre near you before you choose.',
    cta: 'Find dealers',
    href: '/where-to-buy',
  },
} as const;
