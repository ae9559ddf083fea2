// The drawn pictures the pages crop or show in either language (issue 26): a product's views in a card or gallery, a
// menu category's picture, a collection's card and hero band, and every other kind the demo art draws (banners,
// posters, technology, event and award pictures, catalogue covers, the placeholder, exploded views). They carry no
// text, since a crop cut it ("ory Faucets", "Y®") and drawn words stay English on Hindi pages; the name, model and
// finish are the page's HTML. Each keeps its accessible name in <title>.
import { describe, expect, it } from 'vitest';
import { COLLECTION_DEFINITIONS } from '../collections';
import { SHAPE_OF_KIND, type Shape } from '../taxonomy';
import type { PartRecord } from '@fittings/catalog-core/catalogue-format';
import { explodedViewSvg } from './explodedView';
import * as art from './svg';
import {
  awardSvg,
  bannerSvg,
  catalogCoverSvg,
  collectionSvg,
  escapeXml,
  eventSvg,
  menuSvg,
  placeholderSvg,
  posterSvg,
  productSvg,
  swatchSvg,
  technologySvg,
  videoEmbedHtml,
} from './svg';

const shapes = [...new Set(Object.values(SHAPE_OF_KIND))] as Shape[];
const look = { form: 'round', handle: 'lever' } as const;

describe('pictures without text', () => {
  it("draws a product's views without its model or finish", () => {
    for (const shape of shapes) {
      for (const view of ['front', 'side', 'detail', 'scene'] as const) {
        const svg = productSvg(
          { shape, look, finish: 50, model: 'T14059-BL', name: 'Pivotal Faucet' },
          view,
        );
        expect(svg).not.toMatch(/<text\b/);
        expect(svg).not.toContain('T14059-BL');
        expect(svg).toContain('<title>Pivotal Faucet, ');
      }
    }
  });

  it("draws a menu category's picture without its title", () => {
    const svg = menuSvg('Lavatory Faucets', shapes.slice(0, 3), look);
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toContain('<title>Lavatory Faucets</title>');
  });

  it("draws every collection's card and hero without its name, tagline or New", () => {
    for (const collection of COLLECTION_DEFINITIONS) {
      for (const variant of ['card', 'hero'] as const) {
        const svg = collectionSvg(
          {
            name: collection.name.replace(/<[^>]+>/g, ''),
            tagline: collection.tagline,
            finish: collection.finishCode,
            look: collection.look,
            shapes: shapes.slice(0, 3),
            isNew: true,
          },
          variant,
        );
        expect(svg).not.toMatch(/<text\b/);
        expect(svg).toMatch(/<title>[^<]+ collection<\/title>/);
      }
    }
  });
});

/** The drawn picture of a file: an SVG document, or the SVG inside an HTML page (a video's embed). */
const pictureOf = (file: string): string => {
  const match = /<svg\b[\s\S]*<\/svg>/.exec(file);
  if (!match) throw new Error(`No SVG in ${file.slice(0, 80)}`);
  return match[0];
};

/** What a picture draws: its SVG without the accessible name (<title>, aria-label), which no layout crops. */
const drawnPart = (svg: string): string =>
  svg.replace(/<title>[^<]*<\/title>/g, '').replace(/\saria-label="[^"]*"/g, '');

/** Holds a picture: no text element, no font, and none of the words it is about drawn in it. */
function expectNoText(file: string, words: readonly string[]): void {
  const drawn = drawnPart(pictureOf(file));
  expect(drawn).not.toMatch(/<text\b|<tspan\b|<textPath\b/);
  expect(drawn).not.toMatch(/font(-family|-size|-weight)?\s*[=:]/);
  for (const word of words) expect(drawn).not.toContain(escapeXml(word));
}

const collection = COLLECTION_DEFINITIONS[0]!;
const part = (code: string, name: string, kind: PartRecord['kind']): PartRecord => ({
  code,
  name,
  kind,
  fits: ['T14059-BL'],
});

/**
 * Every kind of picture the demo art draws, by the name of the function that draws it: a new drawing function fails
 * the test below until it is listed here (and so held).
 */
const EVERY_KIND: Record<string, () => { file: string; words: string[] }> = {
  productSvg: () => ({
    file: productSvg(
      { shape: 'basin-mixer', look, finish: 50, model: 'T14059-BL', name: 'Pivotal Faucet' },
      'front',
    ),
    words: ['T14059-BL', 'Pivotal'],
  }),
  swatchSvg: () => ({ file: swatchSvg(50), words: ['Chrome', 'Black'] }),
  collectionSvg: () => ({
    file: collectionSvg(
      {
        name: 'Trillian',
        tagline: 'Lines that stay',
        finish: collection.finishCode,
        look: collection.look,
        shapes: shapes.slice(0, 3),
        isNew: true,
      },
      'hero',
    ),
    words: ['Trillian', 'Lines that stay', 'New'],
  }),
  technologySvg: () => ({
    file: technologySvg('Quick Clean', 'droplet', 'technology'),
    words: ['Quick Clean'],
  }),
  bannerSvg: () => ({
    file:
      bannerSvg(
        {
          title: 'Showers that wake you',
          subtitle: 'Rain heads in four finishes',
          finish: 10,
          look,
          shapes: ['showerhead'],
        },
        'wide',
      ) +
      bannerSvg(
        {
          title: 'Showers that wake you',
          subtitle: 'Rain heads in four finishes',
          finish: 10,
          look,
          shapes: ['showerhead'],
        },
        'mobile',
      ),
    words: ['Showers', 'Rain heads'],
  }),
  posterSvg: () => ({
    file: posterSvg('Fitting a cartridge', 10, look, 'basin-mixer'),
    words: ['Fitting a cartridge'],
  }),
  videoEmbedHtml: () => ({
    file: videoEmbedHtml(
      'Fitting a cartridge',
      'Step by step, with one spanner',
      10,
      look,
      'basin-mixer',
    ),
    words: ['Fitting a cartridge', 'spanner'],
  }),
  menuSvg: () => ({
    file: menuSvg('Lavatory Faucets', shapes.slice(0, 3), look),
    words: ['Lavatory'],
  }),
  eventSvg: () => ({
    file: eventSvg('Bathroom Week', 'Pragati Maidan, New Delhi', '2026-02-04 to 2026-02-07'),
    words: ['Bathroom Week', 'Pragati', '2026'],
  }),
  awardSvg: () => ({
    file: awardSvg('Design of the Year', 2025, 'Indian Design Council'),
    words: ['Design of the Year', '2025', 'Council'],
  }),
  catalogCoverSvg: () => ({
    file: catalogCoverSvg('Bathroom Collections', 2026, shapes.slice(0, 3), look, 10),
    words: ['Bathroom Collections', '2026'],
  }),
  placeholderSvg: () => ({ file: placeholderSvg(), words: ['no image', 'No image'] }),
  explodedViewSvg: () => ({
    file: explodedViewSvg({ model: 'T14059-BL', name: 'Pivotal Faucet' }, [
      part('RP70001', 'Ceramic disc cartridge', 'cartridge'),
      part('RP70002', 'Aerator', 'aerator'),
      part('RP70003', 'Lever handle', 'handle'),
    ]),
    words: ['T14059-BL', 'Pivotal', 'RP70001', 'Ceramic', 'Aerator', 'Body', 'Exploded'],
  }),
};

describe('every picture the demo art draws', () => {
  it('is listed here, so none is left unheld', () => {
    const drawers = Object.keys({ ...art, explodedViewSvg })
      .filter((name) => /(Svg|Html)$/.test(name))
      .sort();
    expect(Object.keys(EVERY_KIND).sort()).toEqual(drawers);
  });

  it.each(Object.entries(EVERY_KIND))('%s draws no text and no font', (_, draw) => {
    const { file, words } = draw();
    expectNoText(file, words);
  });
});
