// The words of the collections page and of each collection's page. The collections themselves (names, stories,
// finishes, styles) come from the API.
export const collectionsCopy = {
  title: 'Collections',
  eyebrow: 'Bathroom',
  description:
    'Every collection of faucets, showers and accessories, filterable by style, finish and water saving. Choose a look and every piece will match.',
  intro:
    'A collection is one design idea carried from the basin to the shower and the towel ring. Choose the look you love, then the finish, and every piece in the room will belong together.',
  empty: 'No collection matches all of these filters.',
  emptyAction: 'Show all collections',
} as const;

export const collectionPageCopy = {
  storyTitle: 'The story',
  finishesTitle: 'Finishes',
  finishesText:
    'The collection comes in these finishes. Under each is how many of its designs are made in it.',
  productsTitle: 'The pieces',
  factsLabel: 'At a glance',
  brochureTitle: 'Brochure',
  awardsTitle: 'Recognition',
  dealersTitle: 'See it before you choose',
  dealersText:
    'Finishes look different in daylight. Visit a dealer near you to see and feel the collection.',
  dealersCta: 'Find dealers',
  allCollections: 'All collections',
} as const;
