// The content pages' JSON files are checked on the way in: a mistake in one names the file and the place, and a
// translation takes its purpose note from the English page.
import { describe, expect, it } from 'vitest';
import { brand } from '../../brand';
import { englishPagesFrom, translatedPagesFrom } from './fromJson';

const page = {
  path: '/care',
  title: 'Care by {brand.name}',
  description: 'How to care for a finish.',
  eyebrow: 'Service',
  intro: 'Sold by {brand.legalName} on {brand.marketplaceName}.',
  parents: [],
  purpose: 'A note for editors.',
  kind: 'article',
  sections: [{ heading: 'Cleaning', paragraphs: ['Wipe with a soft cloth.'] }],
};

describe('content page JSON', () => {
  it('fills in the brand names', () => {
    const [care] = englishPagesFrom([page], 'care.en.json');
    expect(care?.title).toBe(`Care by ${brand.name}`);
    expect(care?.intro).toBe(`Sold by ${brand.legalName} on ${brand.marketplaceName}.`);
  });

  it.each([
    [{ ...page, title: undefined }, 'care.en.json[0].title: missing.'],
    [{ ...page, kind: 'essay' }, 'care.en.json[0].kind: expected one of article, policy.'],
    [{ ...page, subtitle: 'x' }, 'care.en.json[0].subtitle: unknown field.'],
    [
      { ...page, sections: [{ heading: 'x', bullets: 'one' }] },
      'care.en.json[0].sections[0].bullets: expected a list.',
    ],
    [{ ...page, intro: 'By {brand.owner}' }, 'care.en.json[0].intro: no brand name {brand.owner}.'],
  ])('names the file and place of a mistake', (bad, message) => {
    expect(() => englishPagesFrom([bad], 'care.en.json')).toThrow(`Content page data, ${message}`);
  });

  it('gives a translation the English purpose note, and refuses one of its own or a page without English', () => {
    const english = englishPagesFrom([page], 'care.en.json');
    const { purpose: _purpose, ...words } = page;
    const hindi = { ...words, title: '{brand.name} की देखभाल' };
    const [care] = translatedPagesFrom([hindi], 'care.hi.json', english);
    expect(care?.purpose).toBe('A note for editors.');
    expect(care?.title).toBe(`${brand.name} की देखभाल`);
    expect(() =>
      translatedPagesFrom([{ ...hindi, purpose: 'x' }], 'care.hi.json', english),
    ).toThrow('care.hi.json[0].purpose: unknown field');
    expect(() =>
      translatedPagesFrom([{ ...hindi, path: '/other' }], 'care.hi.json', english),
    ).toThrow('care.hi.json[0].path: no English page at /other to translate');
  });
});
