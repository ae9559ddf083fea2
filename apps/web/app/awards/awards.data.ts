// The words of the awards pages. The awards come from the API, year by year.
export const awardsCopy = {
  title: 'Awards',
  path: '/awards',
  yearPath: (year: number) => `/about/awards/${year}`,
  eyebrow: 'Our Company',
  description:
    'Design, innovation and water-efficiency awards won by our collections, technologies and products, year by year.',
  intro:
    'Juries of architects, designers, homemakers and water engineers have recognised our collections and technologies. We are proud of every one, and prouder still of the homes they stand for.',
  yearIntro: (year: number, count: number) =>
    `${count === 1 ? 'The award' : `The ${count} awards`} our work received in ${year}.`,
  yearsLabel: 'Awards by year',
  recognisedFor: 'For',
} as const;
