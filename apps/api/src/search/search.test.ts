import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareByCatalogueRank,
  designKey,
  type Product,
  type ProductCardSummary,
} from '@fittings/catalog-core';
import { startTestServer, type TestServer } from '../test/server';
import { ProductCardSummarySchema, ProductSchema } from '../products/schema';
import { countMiss, MISS_MAX_AGE_DAYS, topMisses } from './misses';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type SearchAnswer = { success: boolean; collection: Product[]; message?: string };
const search = (term: string, query = '') =>
  server.json<SearchAnswer>(`/get/search/result/${encodeURIComponent(term)}${query}`);

describe('GET /get/search/result/{term}', () => {
  it('answers { success, collection } with full products', async () => {
    const { status, body } = await search('T14059');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['collection', 'success']);
    expect(body.success).toBe(true);
    for (const product of body.collection)
      expect(ProductSchema.strict().parse(product)).toEqual(product);
  });

  it('puts the exact model first (case-insensitive), then models containing the term', async () => {
    const { body } = await search('t14059-pr');
    expect(body.collection[0]?.model).toBe('T14059-PR');
    const { body: base } = await search('T14059');
    expect(base.collection[0]?.model).toBe('T14059');
    expect(base.collection.map((p) => p.model).sort()).toEqual([
      'T14059',
      'T14059-BL',
      'T14059-PR',
    ]);
  });

  it('keeps only model matches when any model matches, even if other products mention the term', async () => {
    const { body } = await search('RP505');
    expect(body.collection.length).toBeGreaterThan(0);
    for (const product of body.collection) expect(product.model.toLowerCase()).toContain('rp505');
  });

  it('answers an exact collection name with that collection by categoryRank, subCategoryRank, then rank', async () => {
    const { body } = await search('Ixa Jive');
    expect(body.collection.length).toBeGreaterThanOrEqual(3);
    for (const product of body.collection) expect(product.viewableCollection).toBe('Ixa Jive');
    const ranks = body.collection.map(({ categoryRank, subCategoryRank, rank }) => ({
      categoryRank,
      subCategoryRank,
      rank,
    }));
    expect(ranks).toEqual([...ranks].sort(compareByCatalogueRank));
  });

  it('answers a special collection line by its viewable name', async () => {
    const { body } = await search('magnaflow bud');
    expect(body.collection.length).toBeGreaterThan(0);
    for (const product of body.collection) {
      expect(product.viewableCollection).toBe('MagnaFlow Bud');
      expect(product.collectionSuffix).toBe('');
    }
  });

  it('finds products by keywords in names, types and finishes, best match first', async () => {
    const { body: filters } = await search('shower filter');
    expect(filters.collection[0]?.type).toBe('shower-filters');
    const { body: bronze } = await search('champagne bronze');
    expect(bronze.collection.length).toBeGreaterThan(5);
    for (const product of bronze.collection.slice(0, 10))
      expect([30, 40, 45]).toContain(product.finish.code);
    const { body: touch } = await search('touch2o');
    expect(touch.collection.length).toBeGreaterThan(0);
    expect(touch.collection[0]?.extras.technologies.map((t) => t.name).join(' ')).toMatch(/Touch/);
  });

  it('falls back to any keyword when no product has them all', async () => {
    const { body } = await search('towel zzzqqq');
    expect(body.collection.length).toBeGreaterThan(0);
    expect(body.collection[0]?.category).toBe('accessories');
  });

  it('removes duplicates and honours the limit (3 for the dialog, at most 100)', async () => {
    const { body } = await search('chrome');
    const models = body.collection.map((p) => p.model);
    expect(new Set(models).size).toBe(models.length);
    expect(models.length).toBeLessThanOrEqual(100);
    expect(models.length).toBeGreaterThan(50);
    const { body: dialog } = await search('chrome', '?limit=3');
    expect(dialog.collection.map((p) => p.model)).toEqual(models.slice(0, 3));
  });

  it('refuses an empty term like a short one', async () => {
    for (const path of ['/get/search/result/', '/get/search/result']) {
      const { status, body } = await server.json<SearchAnswer>(path);
      expect(status).toBe(400);
      expect(body.message).toBe('The search term must have at least 3 characters.');
    }
  });

  it.each([['ab'], ['  ab  '], ['   ']])(
    'refuses %j as shorter than 3 characters with a clear 400',
    async (term) => {
      const { status, body } = await search(term);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        message: 'The search term must have at least 3 characters.',
      });
    },
  );

  it.each([
    ['10,000 characters', 'x'.repeat(10_000), /too long/],
    ['a NUL byte', 'abc\u0000def', /control characters/],
    ['a newline', 'abc\ndef', /control characters/],
  ])('refuses %s with a 400 and a message', async (_label, term, message) => {
    const { status, body } = await search(term);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
  });

  it.each([
    ['quotes', `"pivotal'`],
    ['SQL metacharacters', `' OR 1=1; DROP TABLE products; --`],
    ['FTS operators', 'NEAR(pull down) OR -chrome*'],
    ['an unbalanced FTS quote', '"pull'],
    ['LIKE wildcards', '%%%'],
    ['underscores', '___'],
    ['emoji', '🚿🚿🚿'],
    ['right-to-left text', 'حنفية المطبخ'],
    ['dot segments', '../../etc/passwd'],
    ['markup', '<script>alert(1)</script>'],
  ])('treats %s as a plain search: 200 with a list, never a 5xx', async (_label, term) => {
    const { status, body } = await search(term);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(Array.isArray(body.collection)).toBe(true);
  });

  it('answers a term too long for Node to read (10,000 emoji, 120 KB of URL) with a JSON 4xx', async () => {
    const response = await server.get(
      `/get/search/result/${encodeURIComponent('🚿'.repeat(10_000))}`,
    );
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request line or headers are too large.',
    });
  });

  it('matches LIKE wildcards literally rather than as "any model"', async () => {
    expect((await search('___')).body.collection).toEqual([]);
    expect((await search('%%%')).body.collection).toEqual([]);
    expect((await search('🚿🚿🚿')).body.collection).toEqual([]);
  });

  it('refuses a bad limit', async () => {
    expect((await search('chrome', '?limit=0')).status).toBe(400);
    expect((await search('chrome', '?limit=101')).status).toBe(400);
    expect((await search('chrome', '?limit=lots')).status).toBe(400);
  });
});

type PreviewsAnswer = {
  success: boolean;
  total: number;
  facets: {
    categories: { area: string; category: string; title: string; count: number }[];
    finishes: { value: number; label: string; count: number }[];
  };
  products: ProductCardSummary[];
  popular?: ProductCardSummary[];
  message?: string;
};
const previews = (term: string, query = '') =>
  server.json<PreviewsAnswer>(`/get/search/previews/${encodeURIComponent(term)}${query}`);

describe('GET /get/search/previews/{term}', () => {
  it.each([['shower'], ['T14059'], ['Ixa Jive'], ['champagne bronze'], ['towel zzzqqq']])(
    'answers %j with the products of /get/search/result in the same order, one per design (issue 27)',
    async (term) => {
      const [{ body: full }, { status, body }] = await Promise.all([search(term), previews(term)]);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['facets', 'products', 'success', 'total']);
      expect(body.products.length).toBeGreaterThan(0);
      const designs = new Map<string, string>();
      for (const product of full.collection)
        if (!designs.has(designKey(product))) designs.set(designKey(product), product.model);
      const shown = body.products.map((p) => p.model);
      expect(shown.slice(0, designs.size)).toEqual([...designs.values()]);
      expect(new Set(body.products.map(designKey)).size).toBe(body.products.length);
    },
  );

  it('answers each product as a card summary: exactly the fields the card shows, with the full product values', async () => {
    const { body: full } = await search('champagne bronze');
    const { body } = await previews('champagne bronze');
    for (const [index, card] of body.products.entries()) {
      expect(ProductCardSummarySchema.strict().parse(card)).toEqual(card);
      const product = full.collection[index]!;
      expect(card).toEqual({
        model: product.model,
        name: product.name,
        url: product.url,
        image: product.image,
        // A photographed product's card carries its photo's variants, as the product does.
        ...(product.imageVariants ? { imageVariants: product.imageVariants } : {}),
        collection: product.collection,
        finish: product.finish,
        newLaunch: product.newLaunch,
        comingSoon: product.comingSoon,
        waterwise: product.waterwise,
        description: product.description,
        viewableCollection: product.viewableCollection,
        collectionSuffix: product.collectionSuffix,
        associatedFinishes: product.associatedFinishes,
      });
    }
  });

  it('honours the limit: 3 for the dialog, the first three of the results page', async () => {
    const { body: page } = await previews('chrome');
    expect(page.products.length).toBe(100);
    const { body: dialog } = await previews('chrome', '?limit=3');
    expect(dialog.products.map((p) => p.model)).toEqual(
      page.products.slice(0, 3).map((p) => p.model),
    );
  });

  it('refuses what /get/search/result refuses, with the same messages', async () => {
    for (const path of ['/get/search/previews/', '/get/search/previews']) {
      const { status, body } = await server.json<PreviewsAnswer>(path);
      expect(status).toBe(400);
      expect(body.message).toBe('The search term must have at least 3 characters.');
    }
    for (const [term, query] of [
      ['ab', ''],
      ['abc\u0000def', ''],
      ['x'.repeat(101), ''],
      ['chrome', '?limit=0'],
      ['chrome', '?limit=101'],
    ] as const) {
      const [{ status, body }, { status: fullStatus, body: fullBody }] = await Promise.all([
        previews(term, query),
        search(term, query),
      ]);
      expect(status).toBe(400);
      expect(fullStatus).toBe(400);
      expect(body).toEqual(fullBody);
    }
  });

  it('says how many designs it found beyond the limit, and what categories and finishes they come in (issue 39)', async () => {
    const { body } = await previews('chrome');
    expect(body.products.length).toBe(100);
    expect(body.total).toBeGreaterThan(100);
    const byCategory = body.facets.categories.reduce((sum, c) => sum + c.count, 0);
    expect(byCategory).toBe(body.total);
    // Every design comes in chrome (the seed's "Polished Chrome"), so the chrome facet counts them all.
    expect(body.facets.finishes.find((f) => f.label === 'Polished Chrome')?.count).toBe(body.total);
    const { body: small } = await previews('T14059');
    expect(small.total).toBe(small.products.length);
  });

  it('filters by a category and by finishes, counting each facet with the other filter on', async () => {
    const { body: all } = await previews('shower');
    const category = all.facets.categories[0]!;
    const path = `${category.area}/${category.category}`;
    const { body: inCategory } = await previews('shower', `?category=${path}`);
    expect(inCategory.total).toBe(category.count);
    // The category facet still offers the others, counted without the category filter.
    expect(inCategory.facets.categories).toEqual(all.facets.categories);
    const finish = inCategory.facets.finishes.find((f) => f.count < inCategory.total)!;
    const { body: both } = await previews('shower', `?category=${path}&finish=${finish.value}`);
    expect(both.total).toBe(finish.count);
    for (const card of both.products) expect(card.finish.code).toBe(finish.value);
    // Lists as the api-client writes them (commas) and as forms do (repeated) are the same filter.
    const { body: repeated } = await previews('shower', `?finish=${finish.value}&finish=1`);
    const { body: commas } = await previews('shower', `?finish=${finish.value},1`);
    expect(commas).toEqual(repeated);
  });

  it('sorts by name either way and by new launches, keeping the same designs', async () => {
    const { body: ranked } = await previews('shower');
    const names = (answer: PreviewsAnswer) => answer.products.map((p) => p.name);
    const { body: asc } = await previews('shower', '?sort=name-asc');
    const { body: desc } = await previews('shower', '?sort=name-desc');
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const plain = (name: string) => name.replace(/[®™]/g, '');
    expect(names(asc)).toEqual(
      [...names(asc)].sort((a, b) => collator.compare(plain(a), plain(b))),
    );
    expect(names(desc)).toEqual(
      [...names(desc)].sort((a, b) => collator.compare(plain(b), plain(a))),
    );
    // More designs than one page (the limit): each order's first page starts at its own end of the whole list.
    expect(asc.total).toBeGreaterThan(asc.products.length);
    for (const name of names(asc))
      expect(collator.compare(plain(names(desc)[0]!), plain(name))).toBeGreaterThanOrEqual(0);
    for (const name of names(desc))
      expect(collator.compare(plain(names(asc)[0]!), plain(name))).toBeLessThanOrEqual(0);
    const { body: newest } = await previews('shower', '?sort=newest');
    const firstOld = newest.products.findIndex((p) => !p.newLaunch);
    expect(newest.products.slice(firstOld).some((p) => p.newLaunch)).toBe(false);
    expect(asc.total).toBe(ranked.total);
  });

  it('refuses a malformed category, finish or order', async () => {
    for (const query of ['?category=showers', '?finish=abc', '?sort=price']) {
      const { status } = await previews('shower', query);
      expect(status).toBe(400);
    }
  });

  it('treats SQL and FTS syntax as plain text', async () => {
    const { status, body } = await previews(`' OR 1=1; DROP TABLE products; --`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await previews('shower')).body.products.length).toBeGreaterThan(0);
  });
});

describe('previews answered by the fast path, without Hono', () => {
  /** The headers both paths send (the date aside), by name. */
  const headersOf = (response: Response) =>
    Object.fromEntries(
      [
        'cache-control',
        'content-type',
        'etag',
        'vary',
        'x-content-type-options',
        'x-request-id',
        'content-length',
      ].map((name) => [name, response.headers.get(name)]),
    );

  it('answer what the route answers, byte for byte and header for header, in English and Hindi', async () => {
    for (const [term, lang] of [
      ['kichen tap', ''],
      ['shower hea', '&lang=hi'],
      ['रसोई का नल', '&lang=hi'],
      ['SC 56337', ''],
    ] as const) {
      const path = `/get/search/previews/${encodeURIComponent(term)}`;
      const init = { headers: { 'x-request-id': 'same-answer-1', 'accept-encoding': 'identity' } };
      // `limit=3` is plain enough for the fast path; `limit=03` (the same limit to the route's schema) is not.
      const fast = await server.get(`${path}?limit=3${lang}`, init);
      const routed = await server.get(`${path}?limit=03${lang}`, init);
      expect(fast.status, term).toBe(200);
      expect(routed.status, term).toBe(200);
      const body = await fast.text();
      expect(body, term).toBe(await routed.text());
      expect(JSON.parse(body).products.length, term).toBeGreaterThan(0);
      expect(headersOf(fast), term).toEqual(headersOf(routed));
      // Kept in the response cache like the route's answer: the same URL again is the same answer, and its ETag a 304.
      const again = await server.get(`${path}?limit=3${lang}`, init);
      expect(await again.text()).toBe(body);
      const revalidated = await server.get(`${path}?limit=3${lang}`, {
        headers: { 'if-none-match': fast.headers.get('etag')!, 'accept-encoding': 'identity' },
      });
      expect(revalidated.status).toBe(304);
    }
  });

  it('leave every refusal to the route, with its messages, in English and Hindi', async () => {
    for (const lang of ['', '&lang=hi']) {
      for (const [path, message] of [
        ['/get/search/previews/ab?limit=3', 'The search term must have at least 3 characters.'],
        ['/get/search/previews/chrome?limit=0', 'Invalid query field "limit"'],
        ['/get/search/previews/chrome?limit=3&limit=4', 'Invalid query field "limit"'],
        [`/get/search/previews/${'x'.repeat(101)}?limit=3`, 'The search term is too long'],
      ] as const) {
        const { status, body } = await server.json<PreviewsAnswer>(`${path}${lang}`);
        expect(status, path).toBe(400);
        expect(body.message, path).toContain(message);
      }
    }
    const { status, body } = await server.json<PreviewsAnswer>(
      '/get/search/previews/chrome?lang=xx',
    );
    expect(status).toBe(400);
    expect(body.message).toContain('is not a language of the catalogue');
  });
});

describe('a search that finds nothing (issue 27)', () => {
  type NothingFound = PreviewsAnswer & {
    didYouMean?: string[];
    categories?: { area: string; category: string; title: string }[];
  };
  const nothing = (term: string, query = '') =>
    server.json<NothingFound>(`/get/search/previews/${encodeURIComponent(term)}${query}`);

  it('offers the catalogue words nearest to what was typed, and the nearest categories', async () => {
    const { status, body, headers } = await nothing('shwrhaed zzqx');
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.didYouMean?.[0]).toMatch(/^showerhead/);
    expect(body.categories?.map((c) => c.category)).toContain('showering');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.total).toBe(0);
  });

  it('offers a few popular designs, one per category, as cards in the language asked (issue 39)', async () => {
    const { body } = await nothing('geyser');
    expect(body.products).toEqual([]);
    expect(body.popular?.length).toBe(4);
    for (const card of body.popular!)
      expect(ProductCardSummarySchema.strict().parse(card)).toEqual(card);
    const { body: hindi } = await nothing('गीज़र', '?lang=hi');
    expect(hindi.popular?.map((p) => p.model)).toEqual(body.popular?.map((p) => p.model));
  });

  it('titles the nearest categories in Hindi on the Hindi site', async () => {
    const { body } = await nothing('shwrhaed zzqx', '?lang=hi');
    const showering = body.categories?.find((c) => c.category === 'showering');
    expect(showering?.title).toMatch(/[\u0900-\u097f]/);
  });

  it('counts searches that found nothing by their words only, most frequent first', async () => {
    await nothing('Qwertyuiop Zxcvbs');
    await nothing('qwertyuiop, zxcvb!');
    await nothing('xqzjvkwq');
    await expect
      .poll(async () =>
        topMisses(server.writes, 10).then((rows) =>
          rows.filter((row) => row.term.startsWith('qwertyuiop') || row.term === 'xqzjvkwq'),
        ),
      )
      .toEqual([
        { term: 'qwertyuiop zxcvb', count: 2 },
        { term: 'xqzjvkwq', count: 1 },
      ]);
  });

  it('keeps no phone, Aadhaar or PAN-like number of a missed search, and forgets a term past the age limit', async () => {
    await nothing('9876543210');
    await nothing('aadhaar 1234 5678 9012');
    await nothing('qzpan ABCDE1234F');
    await nothing('+91 98200-12345 xqvbnm');
    await expect
      .poll(async () => (await topMisses(server.writes, 1000)).map((row) => row.term))
      .toEqual(expect.arrayContaining(['aadhaar', 'qzpan', 'xqvbnm']));
    const terms = (await topMisses(server.writes, 1000)).map((row) => row.term).join(' ');
    expect(terms).not.toMatch(/\d{3}|abcde/);
    // 91 days on, nothing searched since is listed, and the next new term removes the old rows.
    const later = new Date(Date.now() + (MISS_MAX_AGE_DAYS + 1) * 86_400_000);
    expect(await topMisses(server.writes, 1000, later)).toEqual([]);
    await countMiss(server.writes, 'zzkqvw', later);
    expect(await topMisses(server.writes, 1000, later)).toEqual([{ term: 'zzkqvw', count: 1 }]);
    const { rows } = (await server.writes.db
      .selectFrom('search_misses')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow()) as { rows: number };
    expect(Number(rows)).toBe(1);
  });

  it('never counts a search that found something', async () => {
    await nothing('shower');
    expect((await topMisses(server.writes, 100)).map((row) => row.term)).not.toContain('shower');
  });
});
