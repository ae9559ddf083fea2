// The drawn pictures the pages crop (issue 26): a product's views in a card or gallery, a menu category's picture,
// a collection's card and hero band. They carry no text, since a crop cut it ("ory Faucets", "Y®"); the name, model
// and finish are the page's HTML. Each keeps its accessible name in <title>.
import { describe, expect, it } from 'vitest';
import { COLLECTION_DEFINITIONS } from '../collections';
import { SHAPE_OF_KIND, type Shape } from '../taxonomy';
import { collectionSvg, menuSvg, productSvg } from './svg';

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
