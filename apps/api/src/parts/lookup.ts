// Reads a typed code as a product model first, then as a spare part's code, using catalog-core's partCodeKeys: the
// code as typed (separators and case aside) before the code without a finish suffix.
import { compactCode, partCodeKeys } from '@fittings/catalog-core/parts';
import type { PartRecord, ProductRecord } from '../catalogue/format';
import type { Snapshot } from '../catalogue/state';

export interface PartLookup {
  matched: 'product' | 'part';
  product: ProductRecord;
  part: PartRecord | null;
}

/** The compact codes of a snapshot's products and parts, made once per catalogue. */
const codesOf = (() => {
  const bySnapshot = new WeakMap<
    Snapshot,
    { products: Map<string, ProductRecord>; parts: Map<string, PartRecord> }
  >();
  return (snapshot: Snapshot) => {
    let codes = bySnapshot.get(snapshot);
    if (!codes) {
      codes = {
        products: new Map([...snapshot.products.values()].map((p) => [compactCode(p.model), p])),
        parts: new Map([...snapshot.parts.values()].map((p) => [compactCode(p.code), p])),
      };
      bySnapshot.set(snapshot, codes);
    }
    return codes;
  };
})();

/** The product or part a typed code names, or undefined. */
export function lookUpCode(snapshot: Snapshot, typed: string): PartLookup | undefined {
  const { products, parts } = codesOf(snapshot);
  for (const key of partCodeKeys(typed)) {
    const product = products.get(key);
    if (product) return { matched: 'product', product, part: null };
    const part = parts.get(key);
    const fitted = part?.fits.map((model) => snapshot.products.get(model)).find(Boolean);
    if (part && fitted) return { matched: 'part', product: fitted, part };
  }
  return undefined;
}

/** The models a typed part code fits, for search candidates; empty when the term is no part's code. */
export function modelsFittingPart(snapshot: Snapshot, typed: string): string[] {
  const { parts } = codesOf(snapshot);
  for (const key of partCodeKeys(typed)) {
    const part = parts.get(key);
    if (part) return part.fits.filter((model) => snapshot.products.has(model));
  }
  return [];
}
