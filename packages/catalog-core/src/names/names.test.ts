import { describe, expect, it } from 'vitest';
import {
  formatCollectionName,
  formatProductName,
  parseTrademarkName,
  segmentsToText,
} from './names';

describe('parseTrademarkName', () => {
  it('turns <sup> markup into superscript segments', () => {
    expect(parseTrademarkName('Trinsic<sup>®</sup> Pro')).toEqual([
      { text: 'Trinsic', sup: false },
      { text: '®', sup: true },
      { text: ' Pro', sup: false },
    ]);
  });

  it('decodes named and numeric entities', () => {
    expect(parseTrademarkName('Zura<sup>&reg;</sup>')).toEqual([
      { text: 'Zura', sup: false },
      { text: '®', sup: true },
    ]);
    expect(segmentsToText(parseTrademarkName('Bath &amp; Shower &#8482;'))).toBe('Bath & Shower ™');
  });

  it('sets bare trademark marks as superscripts', () => {
    expect(parseTrademarkName('Touch2O™ Faucet')).toEqual([
      { text: 'Touch2O', sup: false },
      { text: '™', sup: true },
      { text: ' Faucet', sup: false },
    ]);
  });

  it('drops any other tag and keeps its text, so nothing is ever HTML', () => {
    const segments = parseTrademarkName(
      '<b>Bold</b><script>alert(1)</script><img src=x onerror=y>',
    );
    expect(segmentsToText(segments)).toBe('Boldalert(1)');
    for (const segment of segments) expect(segment.text).not.toMatch(/<[a-z]/i);
  });

  it('keeps a stray angle bracket or unknown entity as text', () => {
    expect(segmentsToText(parseTrademarkName('Flow < 6 lpm &bogus;'))).toBe('Flow < 6 lpm &bogus;');
  });

  it('does not decode control characters from numeric entities', () => {
    expect(segmentsToText(parseTrademarkName('A&#0;B'))).toBe('A&#0;B');
  });

  it('gives no segments for empty or missing names', () => {
    expect(parseTrademarkName('')).toEqual([]);
    expect(parseTrademarkName(null)).toEqual([]);
  });
});

describe('formatCollectionName', () => {
  it('shows a special collection with the registered mark and without its suffix', () => {
    const segments = formatCollectionName('MagnaFlow Bud', 'Collection');
    expect(segments).toEqual([
      { text: 'MagnaFlow Bud', sup: false },
      { text: '®', sup: true },
    ]);
  });

  it('does not repeat a registered mark a special collection already carries', () => {
    expect(segmentsToText(formatCollectionName('CHOICE DWAY<sup>®</sup>', 'Series'))).toBe(
      'CHOICE DWAY®',
    );
  });

  it('shows other collections with their suffix', () => {
    expect(segmentsToText(formatCollectionName('Pivotal', 'Collection'))).toBe(
      'Pivotal Collection',
    );
    expect(segmentsToText(formatCollectionName('Pivotal', ''))).toBe('Pivotal');
    expect(segmentsToText(formatCollectionName('Pivotal', null))).toBe('Pivotal');
  });
});

describe('formatProductName', () => {
  it('prepares the product name and its collection name for display', () => {
    const { name, collection } = formatProductName({
      name: 'Stryke<sup>®</sup> Tall Basin Mixer',
      viewableCollection: 'Stryke',
      collectionSuffix: 'Collection',
    });
    expect(segmentsToText(name)).toBe('Stryke® Tall Basin Mixer');
    expect(name.filter((s) => s.sup).map((s) => s.text)).toEqual(['®']);
    expect(segmentsToText(collection)).toBe('Stryke Collection');
  });

  it('gives an empty collection when the product has none', () => {
    expect(formatProductName({ name: 'Angle Valve' }).collection).toEqual([]);
  });
});
