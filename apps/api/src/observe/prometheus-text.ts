// Reads one sample out of Prometheus' text format: what the tests and the cluster test check figures with.

/**
 * The value of the sample `name` whose labels include every one of `labels` (others may be present), or undefined
 * when there is none. `sampleOf(text, 'http_requests_total', { status: '2xx' })`
 */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map<string, string>();
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      found.set(pair[1] as string, (pair[2] as string).replace(/\\(.)/g, '$1'));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value))
      return Number(match[3]);
  }
  return undefined;
}
