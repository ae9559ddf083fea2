// Search in Hindi and in Hindi typed in Latin letters (issue 18), against the real server over the seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCardSummary } from '@fittings/catalog-core';
import { SEARCH_VOCABULARIES } from '@fittings/catalog-core/search-vocabulary';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = { success: boolean; products?: ProductCardSummary[]; message?: string };
const previews = (term: string) =>
  server.json<Answer>(`/get/search/previews/${encodeURIComponent(term)}`);
const models = async (term: string) => {
  const { status, body } = await previews(term);
  expect(status, term).toBe(200);
  return body.products!.map((product) => product.model);
};

describe('search in Hindi and transliterated Hindi', () => {
  it.each([
    ['नल', 'faucet'],
    ['nal', 'faucet'],
    ['टोंटी', 'faucet'],
    ['शावर', 'shower'],
    ['फ़व्वारा', 'shower'],
    ['fuvvara', 'shower'],
    ['बेसिन', 'basin'],
    ['वॉश बेसिन', 'basin'],
    ['रसोई', 'kitchen'],
    ['मिक्सर', 'mixer'],
    ['डायवर्टर', 'diverter'],
    ['हैण्ड शावर', 'hand shower'],
    ['कमोड', 'toilet'],
    ['फ्लश', 'flush'],
    ['snan', 'bath'],
    ['किचन नल', 'kitchen faucet'],
    ['kitchen nal', 'kitchen faucet'],
    ['किचन का नल', 'kitchen faucet'],
    ['\u200fनल\u200f', 'faucet'],
  ])('%j finds the same products, in the same order, as %j', async (typed, english) => {
    const [found, expected] = await Promise.all([models(typed), models(english)]);
    expect(expected.length).toBeGreaterThan(0);
    expect(found).toEqual(expected);
  });

  it('answers the full results endpoint the same way', async () => {
    const result = (term: string) =>
      server.json<{ collection: { model: string }[] }>(
        `/get/search/result/${encodeURIComponent(term)}?limit=10`,
      );
    const [hindi, english] = await Promise.all([result('नल'), result('faucet')]);
    expect(hindi.status).toBe(200);
    expect(english.body.collection.length).toBeGreaterThan(0);
    expect(hindi.body.collection.map((p) => p.model)).toEqual(
      english.body.collection.map((p) => p.model),
    );
  });

  it('finds products for every English term the vocabularies name', async () => {
    const englishTerms = new Set(
      Object.values(SEARCH_VOCABULARIES).flatMap((vocabulary) => Object.keys(vocabulary.terms)),
    );
    const empty: string[] = [];
    for (const english of englishTerms)
      if ((await models(english)).length === 0) empty.push(english);
    expect(empty).toEqual([]);
  });

  it.each([
    ['T14059', 'T14059 शावर'],
    ['RP50587', 'नल RP50587'],
    ['HF5322', 'HF5322 नल'],
    ['T35590', 'बेसिन मिक्सर T35590'],
  ])('gives model %s first with or without Hindi words (%j)', async (model, withHindi) => {
    const [alone, mixed] = await Promise.all([models(model), models(withHindi)]);
    expect(alone[0]).toBe(model);
    expect(mixed[0]).toBe(model);
  });

  it('reads a model number typed with Devanagari digits as the model', async () => {
    expect(await models('T१४०५९')).toEqual(await models('T14059'));
  });

  it('lets a two-letter Hindi vocabulary word search but refuses two unknown letters', async () => {
    expect((await models('टब')).length).toBeGreaterThan(0);
    const { status, body } = await previews('कप');
    expect(status).toBe(400);
    expect(body.message).toBe('The search term must have at least 3 characters.');
  });

  it.each([
    ['only right-to-left marks', '\u200f\u200f\u200f', /at least 3 characters/],
    ['only joiners', '\u200d\u200c\u200d', /at least 3 characters/],
    ['very long Devanagari', 'नलका'.repeat(30), /too long/],
    ['a letter under 120 combining marks', `न${'\u093c'.repeat(120)}`, /too long/],
  ])('refuses %s with a clear 400', async (_label, term, message) => {
    const { status, body } = await previews(term);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
  });

  it.each([
    ['lone Devanagari combining marks', '\u093c\u093c\u093c'],
    ['lone Latin combining marks', '\u0301\u0301\u0301'],
    ['a vowel sign with no letter', 'ाीू'],
    ['Hindi joining words alone', 'का की के'],
    ['Devanagari the vocabulary does not know', 'अमरूद'],
  ])('answers %s with an empty list, not an error', async (_label, term) => {
    expect(await models(term)).toEqual([]);
  });

  it.each([
    ['a truncated UTF-8 sequence', '%E0%A4'],
    ['an encoded lone surrogate', '%ED%A0%80%E0%A4%A8%E0%A4%B2'],
    ['an overlong encoding', '%C0%AF%E0%A4%A8%E0%A4%B2'],
  ])('answers %s in the path without a 5xx', async (_label, raw) => {
    const response = await server.get(`/get/search/previews/${raw}`);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});
