/** One thing wrong with a catalogue: where (section, record and field) and what. */
export interface CatalogueProblem {
  /** For example `products[12] (T14059-PR).accents[1]`. */
  where: string;
  message: string;
}

/** Thrown when a catalogue cannot be read or does not validate; nothing has been written when it is thrown. */
export class CatalogueError extends Error {
  readonly problems: CatalogueProblem[];

  constructor(problems: CatalogueProblem[]) {
    const shown = problems.slice(0, 20).map((problem) => `  ${problem.where}: ${problem.message}`);
    const more = problems.length > 20 ? [`  …and ${problems.length - 20} more`] : [];
    super(
      [
        `The catalogue is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
        ...shown,
        ...more,
      ].join('\n'),
    );
    this.name = 'CatalogueError';
    this.problems = problems;
  }
}
