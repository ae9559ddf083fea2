// The committed demo catalogue (apps/api/catalogue) is what this generator writes: its section files byte for byte,
// and the exploded view drawings the API reads the callout rings from. The whole media folder (PDFs and photos
// included, about a minute to draw) is compared by `pnpm catalog:check`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainName } from '@fittings/catalog-core';
import { EXPLODED_VIEW_CATEGORIES, explodedViewPath, explodedViewSvg } from './art/explodedView';
import { recordsOf } from './art/records';
import { CATALOGUE_SECTIONS } from '@fittings/catalog-core/catalogue-format';
import { generateCatalogue } from './generate';
import { API_CATALOGUE_DIR, differences } from './write';

const catalogue = generateCatalogue();

describe('the demo catalogue', () => {
  it('writes the section files the API imports, byte for byte as committed', () => {
    for (const section of CATALOGUE_SECTIONS)
      expect(
        `${JSON.stringify(catalogue[section], null, 2)}\n`,
        `${section}.json differs from the generator's: run pnpm catalog:generate`,
      ).toBe(readFileSync(join(API_CATALOGUE_DIR, `${section}.json`), 'utf8'));
  });

  it('draws the exploded views committed under media/, one ring per spare part', () => {
    const records = recordsOf(catalogue);
    let drawn = 0;
    for (const product of catalogue.products) {
      const parts = records.partsByModel.get(product.model) ?? [];
      if (parts.length === 0 || !EXPLODED_VIEW_CATEGORIES.has(product.category)) continue;
      const svg = explodedViewSvg({ model: product.model, name: plainName(product.name) }, parts);
      const committed = readFileSync(
        join(API_CATALOGUE_DIR, 'media', explodedViewPath(product.model)),
        'utf8',
      );
      expect(committed, product.model).toBe(svg);
      expect(svg.match(/<circle cx="[\d.]+" cy="[\d.]+"/g)).toHaveLength(parts.length);
      drawn++;
    }
    expect(drawn).toBeGreaterThan(200);
  });

  it('tells a check which files differ, are missing or were not generated', () => {
    const files = [
      { path: 'manifest.json', body: readFileSync(join(API_CATALOGUE_DIR, 'manifest.json')) },
      { path: 'parts.json', body: Buffer.from('[]\n') },
      { path: 'media/new/picture.svg', body: Buffer.from('<svg/>') },
    ];
    const found = differences(files, API_CATALOGUE_DIR);
    expect(found).toContain('changed: parts.json');
    expect(found).toContain('missing: media/new/picture.svg');
    expect(found).toContain('not generated: products.json');
    expect(found).not.toContain('changed: manifest.json');
  });
});
