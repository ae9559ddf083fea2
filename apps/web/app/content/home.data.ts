// The home page's words and the collections it features, as data: a brand edits this file, not the JSX.
import { collectionsMenu } from '../layout/menus.data';

export const homeCopy = {
  hero: {
    eyebrow: 'Faucets · Showers · Fittings',
    title: 'Water, shaped with care.',
    text: 'Faucets and showers engineered for Indian homes: precise to the touch, enduring in every finish, and thoughtful with every drop.',
    primary: { label: 'Explore bathroom', href: '/filter/bathroom' },
    secondary: { label: 'Explore kitchen', href: '/filter/kitchen' },
  },
  bathroom: {
    title: 'The bathroom',
    text: 'From the basin to the shower, pieces that work together and last.',
  },
  kitchen: {
    title: 'The kitchen',
    text: 'Pull-downs, bar faucets and pot fillers for the way you cook.',
  },
  feature: {
    eyebrow: 'Collection',
    title: 'Choice Dway',
    text: 'Our newest collection pairs soft geometry with a two-way diverter that makes switching from spout to shower effortless.',
    href: '/collections/choice-dway',
    image: '/media/collections/choice-dway.svg?variant=hero',
    cta: 'Discover the collection',
  },
  newArrivals: {
    title: 'New arrivals',
    cta: 'See everything new',
    href: '/filter/bathroom?sort=newest',
  },
  collections: { title: 'Collections', cta: 'All collections', href: '/bathroom/collections' },
  waterwise: {
    eyebrow: 'WaterWise',
    title: 'Less water. The same satisfying flow.',
    text: 'WaterWise faucets and showers use aerators and flow regulators tuned to feel generous while using up to a third less water.',
    cta: 'Shop WaterWise products',
    href: '/filter/bathroom?waterwise=1',
  },
  dealers: {
    title: 'See it, feel it, then choose.',
    text: 'Visit a showroom near you to compare finishes in person.',
    cta: 'Find dealers',
    href: '/where-to-buy',
  },
} as const;

/** The collections shown on the home page, newest first. */
export const homeCollections = collectionsMenu.slice(0, 6);
