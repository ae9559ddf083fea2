// What each kind of product needs from a home and is made of (issue 17). Written for this project from common
// figures for fittings sold in India: ceramic-disc mixers work from about 0.5 bar, a bib tap from a gravity tank's
// 0.1 bar, thermostatic and multi-jet pieces need a pump. Things that carry no water get null, never an invented value.
// The figures are data, in facts.json, typed here as they are imported.
import type { ProductRecord } from '@fittings/catalog-core/catalogue-format';
import FACTS_BY_KIND from './facts.json';
import type { KindDefinition } from './kinds';

/** A kind's facts are a product record's `fit` (the flow at 1 bar null with the flow at 3 bar, `flowRateLpm`, null). */
export type KindFacts = ProductRecord['fit'];

/** Facts by kind value; the flow at 1 bar is written where it is not a plain square-root fall from 3 bar. */
const FACTS: Record<string, Omit<KindFacts, 'flowAt1BarLpm'> & { flowAt1BarLpm?: number | null }> =
  FACTS_BY_KIND;

/**
 * The facts of a kind. Flow falls with the square root of pressure through an open waterway; where a kind's flow
 * at 3 bar is known, its flow at 1 bar follows from it.
 */
export function factsOf(kind: Pick<KindDefinition, 'value' | 'flowRateLpm'>): KindFacts {
  const facts = FACTS[kind.value];
  if (!facts) throw new Error(`No home-fit facts for the kind ${kind.value}`);
  const flowAt1BarLpm =
    kind.flowRateLpm === null
      ? null
      : (facts.flowAt1BarLpm ?? Math.round((kind.flowRateLpm / Math.sqrt(3)) * 10) / 10);
  const { minPressureBar, flowAt1BarLpm: _known, ...rest } = facts;
  // Keys in the order of the exchange format (the order an export writes them in).
  return { minPressureBar, flowAt1BarLpm, ...rest };
}
