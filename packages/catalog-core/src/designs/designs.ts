// One card per design: how products that differ only by finish are recognised and gathered (issue 16).
import { englishText, type MessageRef } from '../i18n/message';
import type { Translator } from '../i18n/translator';
import type { AssociatedFinish, DesignFinish, FinishRef } from '../types/entities';

/** What {@link groupDesigns} reads of a product: a summary, a listing item or a full product all fit. */
export interface DesignMember {
  model: string;
  url: string;
  image: string;
  finish: FinishRef;
  /** The siblings in other finishes (spec section 3); absent on summaries that do not carry them. */
  associatedFinishes?: readonly AssociatedFinish[] | undefined;
  /** Finishes already known for this product's design (the API sends them with grouped answers). */
  finishes?: readonly DesignFinish[] | undefined;
}

/** A design as a card shows it: the product shown, plus every finish of the design sorted by code. */
export type Design<T extends DesignMember> = T & {
  /** The key every product of the design shares ({@link designKey}). */
  designKey: string;
  finishes: DesignFinish[];
};

/** The options of {@link groupDesigns}. */
export interface GroupDesignsOptions {
  /**
   * The finish codes a visitor filtered by: the design shows its first product in one of these finishes. Without
   * them (or when none matches) it shows its first product in the given order.
   */
  preferFinishes?: readonly number[];
}

const idOf = (product: { url: string; model: string }): string => product.url || product.model;

/**
 * The key of a product's design. Products that differ only by finish list each other as associated finishes
 * (spec section 3: a product's swatches are its own finish plus its associated finishes), so each of them sees the
 * same set of product urls, the design's; the key is the least of them. The urls of a product's `finishes`, where
 * an answer sends them, count alike. A product with neither is a design of its own, keyed by its url (or its model
 * when it has no url).
 *
 * @example
 * designKey({ model: 'T35691-PN', url: 't35691-pn',
 *   associatedFinishes: [{ code: 10, url: 't35691' }, { code: 40, url: 't35691-cz' }] }) // 't35691'
 * designKey({ model: 'T35691', url: 't35691',
 *   associatedFinishes: [{ code: 20, url: 't35691-pn' }, { code: 40, url: 't35691-cz' }] }) // 't35691'
 */
export function designKey(
  product: Pick<DesignMember, 'model' | 'url' | 'associatedFinishes' | 'finishes'>,
): string {
  let key = idOf(product);
  for (const sibling of [...(product.associatedFinishes ?? []), ...(product.finishes ?? [])]) {
    if (sibling.url && sibling.url < key) key = sibling.url;
  }
  return key;
}

/**
 * Gathers products into designs, keeping the order of first appearance (so a sorted list stays sorted by the
 * design's first product). Each design shows its first product in a preferred finish, else its first product; its
 * finishes are every finish the products given or their `finishes` name, one per code, sorted by code. Pure: the
 * same input gives the same designs on the API, the site and any other brand.
 *
 * @example
 * const chrome = { model: 'T1', url: 't1', image: '/t1.svg', finish: { code: 10 },
 *   associatedFinishes: [{ code: 50, url: 't1-bl' }] };
 * const black = { model: 'T1-BL', url: 't1-bl', image: '/t1-bl.svg', finish: { code: 50 },
 *   associatedFinishes: [{ code: 10, url: 't1' }] };
 * groupDesigns([chrome, black], { preferFinishes: [50] })
 * // [{ ...black, designKey: 't1', finishes: [
 * //   { code: 10, model: 'T1', url: 't1', image: '/t1.svg' },
 * //   { code: 50, model: 'T1-BL', url: 't1-bl', image: '/t1-bl.svg' }] }]
 */
export function groupDesigns<T extends DesignMember>(
  products: readonly T[],
  options: GroupDesignsOptions = {},
): Design<T>[] {
  const prefer = new Set(options.preferFinishes ?? []);
  const groups = new Map<string, T[]>();
  for (const product of products) {
    const key = designKey(product);
    const group = groups.get(key);
    if (group) group.push(product);
    else groups.set(key, [product]);
  }
  return [...groups].map(([key, members]) => {
    const shown = members.find((member) => prefer.has(member.finish.code)) ?? members[0]!;
    const byCode = new Map<number, DesignFinish>();
    const add = (finish: DesignFinish) => {
      if (!byCode.has(finish.code)) byCode.set(finish.code, finish);
    };
    // The shown product's own finish wins its code, then the other products, then finishes known beforehand.
    for (const member of [shown, ...members.filter((m) => m !== shown)]) {
      add({
        code: member.finish.code,
        model: member.model,
        url: idOf(member),
        image: member.image,
      });
    }
    for (const member of members) for (const finish of member.finishes ?? []) add({ ...finish });
    return {
      ...shown,
      designKey: key,
      finishes: [...byCode.values()].sort((a, b) => a.code - b.code),
    };
  });
}

/**
 * Counts designs and the finishes (products) they hold, for lines such as "54 designs in 160 finishes".
 *
 * @example
 * countDesigns([{ finishes: [{ code: 10 }, { code: 50 }] }, { finishes: [{ code: 10 }] }])
 * // { designs: 2, finishes: 3 }
 */
export function countDesigns(designs: readonly { finishes: readonly unknown[] }[]): {
  designs: number;
  finishes: number;
} {
  return {
    designs: designs.length,
    finishes: designs.reduce((sum, design) => sum + Math.max(1, design.finishes.length), 0),
  };
}

/**
 * The count line of a grouped list as a message: designs, and the finishes they come in when that says more.
 *
 * @example
 * designCountMessage({ designs: 54, finishes: 160 }) // { code: 'core.designs.count', values: { designs: 54, finishes: 160 } }
 * designCountMessage({ designs: 1, finishes: 1 }) // { code: 'core.designs.countDesigns', values: { designs: 1 } }
 */
export function designCountMessage(counts: { designs: number; finishes: number }): MessageRef {
  if (counts.finishes <= counts.designs)
    return { code: 'core.designs.countDesigns', values: { designs: counts.designs } };
  return {
    code: 'core.designs.count',
    values: { designs: counts.designs, finishes: counts.finishes },
  };
}

/**
 * The count line of a grouped list: designs, and the finishes they come in when that says more; in English, or in
 * the language of the translator given.
 *
 * @example
 * designCountText({ designs: 54, finishes: 160 }) // '54 designs in 160 finishes'
 * designCountText({ designs: 1, finishes: 1 }) // '1 design'
 * designCountText({ designs: 54, finishes: 160 }, hindi) // '54 डिज़ाइन, 160 फ़िनिश में'
 */
export function designCountText(
  counts: { designs: number; finishes: number },
  translator?: Pick<Translator, 't'>,
): string {
  const { code, values } = designCountMessage(counts);
  return translator ? translator.t(code, values) : englishText(code, values);
}
