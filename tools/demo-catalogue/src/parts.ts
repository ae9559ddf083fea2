// The seed's spare and installation parts: what wears out or gets lost on each kind of product (a faucet's cartridge,
// aerator, O-ring kit and handle; a shower's spray face and O-rings; a hand shower's hose; a mixer's diverter).
// Parts that are the same inside a collection (cartridges, O-ring kits) are shared by its products, as a brand's are.
import type { PartRecord, ProductRecord } from '@fittings/catalog-core/catalogue-format';

type Kind = PartRecord['kind'];

/** The parts each kind of product has, by category then type or subcategory ('*' for all of a category). */
const PARTS_OF: Record<string, Record<string, Kind[]>> = {
  'lav-faucets': { '*': ['cartridge', 'aerator', 'o-ring-kit', 'handle'] },
  'kitchen-faucets': { '*': ['cartridge', 'aerator', 'o-ring-kit', 'handle'] },
  'speciality-faucets': { '*': ['cartridge', 'aerator', 'o-ring-kit'] },
  showering: {
    showerheads: ['spray-face', 'o-ring-kit'],
    handshowers: ['hose', 'spray-face', 'o-ring-kit'],
    '2-in-1-shower': ['diverter', 'hose', 'o-ring-kit'],
    'shower-columns': ['diverter', 'hose', 'o-ring-kit'],
  },
  bathing: { '*': ['cartridge', 'diverter', 'o-ring-kit', 'handle'] },
};

/** Kinds shared by every product of a collection and category; the others belong to one design (family). */
const SHARED: ReadonlySet<Kind> = new Set(['cartridge', 'o-ring-kit', 'diverter']);

const NAMES: Record<Kind, string> = {
  cartridge: 'Ceramic disc cartridge',
  aerator: 'Aerator',
  'o-ring-kit': 'O-ring and seal kit',
  handle: 'Handle kit',
  hose: 'Hand shower hose, 1.5 m',
  'spray-face': 'Spray face with rub-clean nozzles',
  diverter: 'Diverter cartridge',
};

/** One family in this many has no spare parts listed yet, as in any real catalogue. */
const WITHOUT_PARTS_EVERY = 7;

/** The parts of the seed catalogue, numbered RP70001 on, in catalogue order. */
export function generateParts(products: readonly ProductRecord[]): PartRecord[] {
  const parts = new Map<string, PartRecord>();
  const families = [...new Set(products.map((p) => p.family))];
  let next = 70_001;
  for (const product of products) {
    const byType = PARTS_OF[product.category];
    const kinds = byType?.[product.type ?? product.subcategory ?? ''] ?? byType?.['*'] ?? [];
    if (families.indexOf(product.family) % WITHOUT_PARTS_EVERY === WITHOUT_PARTS_EVERY - 1)
      continue;
    for (const kind of kinds) {
      const owner = SHARED.has(kind)
        ? `${product.collection ?? 'none'}/${product.category}`
        : product.family;
      const key = `${kind}:${owner}`;
      let part = parts.get(key);
      if (!part) {
        const collection =
          SHARED.has(kind) && product.collection
            ? ` (${product.collection[0]!.toUpperCase()}${product.collection.slice(1)})`
            : '';
        part = { code: `RP${next++}`, name: `${NAMES[kind]}${collection}`, kind, fits: [] };
        parts.set(key, part);
      }
      if (part.fits.length < 60) part.fits.push(product.model);
    }
  }
  return [...parts.values()];
}
