import { describe, expect, it } from 'vitest';
import { countDesigns, designCountText, designKey, groupDesigns } from './designs';

// Three finishes of one lavatory faucet and one of another, as the seed names them (model, slug, finish suffix).
const family = (base: string, codes: [number, string][]) =>
  codes.map(([code, suffix]) => ({
    model: `${base}${suffix}`,
    url: `pivotal-faucet-${(base + suffix).toLowerCase()}`,
    image: `/media/products/${base}${suffix}/front.svg`,
    finish: { code },
    associatedFinishes: codes
      .filter(([other]) => other !== code)
      .map(([other, s]) => ({ code: other, url: `pivotal-faucet-${(base + s).toLowerCase()}` })),
  }));
const [chrome, nickel, bronze] = family('T35691', [
  [10, ''],
  [20, '-PN'],
  [40, '-CZ'],
]);
const [other] = family('T27955', [[10, '']]);

describe('designKey', () => {
  it('gives every finish of a design the same key, whichever finish it is read from', () => {
    expect(new Set([chrome, nickel, bronze].map((p) => designKey(p!)))).toEqual(
      new Set(['pivotal-faucet-t35691']),
    );
  });

  it('reads the finishes an answer sent when a summary has no associated finishes', () => {
    const { associatedFinishes: _, ...summary } = bronze!;
    const finishes = [chrome!, nickel!, bronze!].map((p) => ({
      code: p.finish.code,
      model: p.model,
      url: p.url,
      image: p.image,
    }));
    expect(designKey({ ...summary, finishes })).toBe(designKey(chrome!));
  });

  it('keys a product without siblings by its url, or its model when the url is empty', () => {
    expect(designKey(other!)).toBe('pivotal-faucet-t27955');
    expect(designKey({ model: 'RP50587', url: '' })).toBe('RP50587');
  });
});

describe('groupDesigns', () => {
  it('makes one design per set of finishes, in the order of first appearance', () => {
    const designs = groupDesigns([nickel!, other!, chrome!, bronze!]);
    expect(designs.map((d) => d.model)).toEqual(['T35691-PN', 'T27955']);
    expect(designs[0]!.finishes.map((f) => [f.code, f.model])).toEqual([
      [10, 'T35691'],
      [20, 'T35691-PN'],
      [40, 'T35691-CZ'],
    ]);
    expect(designs[0]!.finishes[2]!.image).toBe('/media/products/T35691-CZ/front.svg');
    expect(designs[1]!.finishes).toHaveLength(1);
  });

  it('shows the finish the visitor filtered by', () => {
    const [design] = groupDesigns([chrome!, nickel!, bronze!], { preferFinishes: [40, 50] });
    expect(design!.model).toBe('T35691-CZ');
    expect(design!.url).toBe('pivotal-faucet-t35691-cz');
    expect(design!.finish.code).toBe(40);
  });

  it('falls back to the first product when no product has a preferred finish', () => {
    const [design] = groupDesigns([nickel!, chrome!], { preferFinishes: [120] });
    expect(design!.model).toBe('T35691-PN');
  });

  it('keeps finishes the API sent with a product that are not among the products given', () => {
    const [design] = groupDesigns([
      {
        ...bronze!,
        finishes: [
          { code: 10, model: 'T35691', url: 'pivotal-faucet-t35691', image: '/a.svg' },
          { code: 40, model: 'T35691-CZ', url: 'pivotal-faucet-t35691-cz', image: '/b.svg' },
        ],
      },
    ]);
    expect(design!.finishes.map((f) => f.code)).toEqual([10, 40]);
    // The product given wins over the list for its own finish.
    expect(design!.finishes[1]!.image).toBe('/media/products/T35691-CZ/front.svg');
  });

  it('leaves the products it is given unchanged', () => {
    const before = JSON.stringify(chrome);
    groupDesigns([chrome!, nickel!]);
    expect(JSON.stringify(chrome)).toBe(before);
  });
});

describe('counting designs', () => {
  it('counts designs and the finishes they come in', () => {
    const counts = countDesigns(groupDesigns([chrome!, nickel!, bronze!, other!]));
    expect(counts).toEqual({ designs: 2, finishes: 4 });
    expect(designCountText(counts)).toBe('2 designs in 4 finishes');
  });

  it('says only the designs when each comes in one finish, in the singular for one', () => {
    expect(designCountText({ designs: 1, finishes: 1 })).toBe('1 design');
    expect(designCountText({ designs: 0, finishes: 0 })).toBe('0 designs');
    expect(designCountText({ designs: 1, finishes: 3 })).toBe('1 design in 3 finishes');
  });
});
