// Query parameters as the API reads them: lists comma-separated, absent values left out.

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * Turns a params object into query parameters: lists joined with commas, booleans as `true` or
 * `false`, `undefined` and empty lists left out.
 *
 * @example
 * toQuery({ type: ['tall', 'widespread'], waterwise: true, page: undefined })
 * // { type: 'tall,widespread', waterwise: 'true' }
 */
export function toQuery(params: object = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[name] = value.join(',');
    } else {
      query[name] = String(value);
    }
  }
  return query;
}
