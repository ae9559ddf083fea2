// The search answers stay byte for byte what they were when the fixture was written: 300 terms as visitors type them
// (made by the web app's typedTerms, seed 27: runs of prefixes while a phrase is typed, misspellings, Hindi, models
// with spaces and dashes), asked in typed order as the dialog and the results page ask them, in English and Hindi.
// A speed-up that changes any answer (a cache keyed too loosely, a shortcut that ranks differently) fails here.
// After an intended change to ranking or to the seed catalogue, write the digests again:
//   UPDATE_SEARCH_DIGESTS=1 pnpm --filter @fittings/api exec vitest run src/search/same-answers.test.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

const FIXTURE = fileURLToPath(new URL('./fixtures/same-answers.json', import.meta.url));
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  terms: string[];
  digests: Record<string, string>;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** What each term is asked as: the dialog's 3, the results page's 100, the dialog in Hindi, every third the full answer. */
const asked = (term: string, i: number): string[] => {
  const path = encodeURIComponent(term);
  return [
    `/get/search/previews/${path}?limit=3`,
    `/get/search/previews/${path}`,
    `/get/search/previews/${path}?limit=3&lang=hi`,
    ...(i % 3 === 0 ? [`/get/search/result/${path}`] : []),
  ];
};

/**
 * The digest of an answer's bytes, with the content hashes of picture files and the catalogue's `?v=` left out: they
 * follow the drawn pictures, not search, and the same catalogue can draw them differently on another machine.
 */
const digestOf = (status: number, body: string): string =>
  `${status} ${createHash('sha1')
    .update(
      body
        .replace(/\.[0-9a-f]{12}\.(avif|webp|jpe?g|png)/g, '.#.$1')
        .replace(/\?v=[0-9A-Za-z._-]+/g, '?v=#'),
    )
    .digest('base64url')}`;

describe('search answers, before and after a speed-up', () => {
  it('are byte for byte the same for 300 typed terms, asked cold in typed order', async () => {
    expect(fixture.terms.length).toBeGreaterThanOrEqual(300);
    const digests: Record<string, string> = {};
    for (const [i, term] of fixture.terms.entries()) {
      for (const path of asked(term, i)) {
        const response = await server.get(path, { headers: { 'accept-encoding': 'identity' } });
        digests[path] = digestOf(response.status, await response.text());
      }
    }
    if (process.env.UPDATE_SEARCH_DIGESTS === '1') {
      writeFileSync(FIXTURE, `${JSON.stringify({ terms: fixture.terms, digests }, null, 1)}\n`);
      return;
    }
    const changed = Object.keys(fixture.digests).filter(
      (path) => digests[path] !== fixture.digests[path],
    );
    expect(changed.map(decodeURIComponent)).toEqual([]);
    expect(Object.keys(digests).sort()).toEqual(Object.keys(fixture.digests).sort());
  }, 120_000);
});
