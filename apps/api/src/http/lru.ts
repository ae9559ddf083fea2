/**
 * A least-recently-used map bounded by entry count and, when given a weigher, by total weight (for example bytes),
 * so a flood of distinct URLs cannot grow it without limit.
 */
export class Lru<K, V> {
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  readonly #map = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(
    maxEntries: number,
    options: { maxWeight?: number; weigh?: (value: V) => number } = {},
  ) {
    this.#maxEntries = maxEntries;
    this.#maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weigh = options.weigh ?? (() => 0);
  }

  get(key: K): V | undefined {
    const slot = this.#map.get(key);
    if (slot === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, slot);
    return slot.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.#weigh(value);
    if (weight > this.#maxWeight) return;
    this.#map.set(key, { value, weight });
    this.#weight += weight;
    while (this.#map.size > this.#maxEntries || this.#weight > this.#maxWeight) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const slot = this.#map.get(key);
    if (slot === undefined) return;
    this.#map.delete(key);
    this.#weight -= slot.weight;
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#map.size;
  }

  /** The total weight held. */
  get weight(): number {
    return this.#weight;
  }
}
