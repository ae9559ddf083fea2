// The seed's awards, two or three a year, for collections, technologies, products and the brand.
import type { AwardRecord, ProductRecord } from '@fittings/catalog-core/catalogue-format';
import { AWARD_ORGANISATIONS, AWARD_TITLES } from './data/award-names';
import type { Random } from './random';

export function awards(random: Random, products: ProductRecord[]): AwardRecord[] {
  const subjects: AwardRecord['subject'][] = [
    { kind: 'collection', ref: 'pivotal' },
    { kind: 'collection', ref: 'trinsic' },
    { kind: 'technology', ref: 'h2okinetic' },
    { kind: 'collection', ref: 'stryke' },
    { kind: 'technology', ref: 'touch2o' },
    { kind: 'collection', ref: 'zura' },
    { kind: 'brand', ref: '' },
    { kind: 'technology', ref: 'magnatite-docking' },
    { kind: 'collection', ref: 'nuvola' },
    { kind: 'collection', ref: 'choice-dway' },
    { kind: 'technology', ref: 'shieldspray' },
    { kind: 'collection', ref: 'broderick' },
  ];
  const records: AwardRecord[] = [];
  for (let year = 2017; year <= 2025; year++) {
    const count = random.int(2, 3);
    for (let i = 0; i < count; i++) {
      const subject =
        i === 2
          ? {
              kind: 'product' as const,
              ref: random.pick(products.filter((p) => p.newLaunch || p.rank < 20)).model,
            }
          : random.pick(subjects);
      const organisation = random.pick(AWARD_ORGANISATIONS);
      const title = random.pick(AWARD_TITLES);
      records.push({
        id: `${year}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`,
        year,
        title,
        organisation,
        description: `${title} ${year}, awarded by ${organisation} for ${subject.kind === 'brand' ? 'the brand as a whole' : `the ${subject.kind} ${subject.ref}`}.`,
        subject,
      });
    }
  }
  return records;
}
