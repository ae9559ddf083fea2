import { describe, expect, it } from 'vitest';
import {
  formatCollectionName,
  formatProductName,
  nameSegments,
  parseTrademarkName,
  plainName,
  segmentsToText,
} from './names';

const pieces = (markup: string) => nameSegments(markup).map(({ text, kind }) => ({ text, kind }));

// Names as the demo catalogue seeds them (tools/demo-catalogue).
describe('nameSegments', () => {
  it('raises trademark marks', () => {
    expect(pieces('DIAMOND<sup>™</sup> Seal Technology')).toEqual([
      { text: 'DIAMOND', kind: 'plain' },
      { text: '™', kind: 'sup' },
      { text: ' Seal Technology', kind: 'plain' },
    ]);
    expect(pieces('PIVOTAL<sup>™</sup>')).toEqual([
      { text: 'PIVOTAL', kind: 'plain' },
      { text: '™', kind: 'sup' },
    ]);
  });

  it('lowers subscripts instead of dropping them', () => {
    expect(pieces('H<sub>2</sub>Okinetic<sup>®</sup> Technology')).toEqual([
      { text: 'H', kind: 'plain' },
      { text: '2', kind: 'sub' },
      { text: 'Okinetic', kind: 'plain' },
      { text: '®', kind: 'sup' },
      { text: ' Technology', kind: 'plain' },
    ]);
    expect(pieces('Touch<SUB>2</SUB>O<sup>®</sup>.xt Technology').map((p) => p.kind)).toEqual([
      'plain',
      'sub',
      'plain',
      'sup',
      'plain',
    ]);
  });

  it('decodes entities and keeps what looks like a tag but is text', () => {
    expect(pieces('Care &amp; Cleaning')).toEqual([{ text: 'Care & Cleaning', kind: 'plain' }]);
    expect(pieces('Zura&reg; &lt;b&gt; 2 < 3')).toEqual([
      { text: 'Zura', kind: 'plain' },
      { text: '®', kind: 'sup' },
      { text: ' <b> 2 < 3', kind: 'plain' },
    ]);
  });

  it('drops other tags, keeps their text, and survives unbalanced markup', () => {
    expect(pieces('<b>Lumicoat</b><sup>®')).toEqual([
      { text: 'Lumicoat', kind: 'plain' },
      { text: '®', kind: 'sup' },
    ]);
    expect(pieces('H</sub>2O')).toEqual([{ text: 'H2O', kind: 'plain' }]);
    expect(nameSegments('')).toEqual([]);
    expect(nameSegments(undefined)).toEqual([]);
  });
});

describe('plainName', () => {
  it('is the name as a person reads it, with no markup', () => {
    expect(plainName('DIAMOND<sup>™</sup> Seal Technology')).toBe('DIAMOND™ Seal Technology');
    expect(plainName('H<sub>2</sub>Okinetic<sup>®</sup> Technology')).toBe(
      'H2Okinetic® Technology',
    );
    expect(plainName('PIVOTAL<sup>™</sup>')).toBe('PIVOTAL™');
    expect(plainName('Care &amp; Cleaning')).toBe('Care & Cleaning');
    expect(plainName('  Trinsic<sup>&reg;</sup>\n Pro ')).toBe('Trinsic® Pro');
  });

  it('never leaves a tag or an entity in seeded names', () => {
    for (const name of [
      'Touch<sub>2</sub>O<sup>®</sup>.xt Technology',
      'MagnaChoice Bud<sup>®</sup>',
      'In2ition<sup>®</sup> Two-in-One Shower',
      'Care & Cleaning',
    ]) {
      expect(plainName(name)).not.toMatch(/<\/?su[pb]|&[a-z#0-9]+;/i);
    }
  });
});

describe('parseTrademarkName', () => {
  it('turns <sup> markup into superscript segments', () => {
    expect(parseTrademarkName('Trinsic<sup>®</sup> Pro')).toEqual([
      { text: 'Trinsic', kind: 'plain', sup: false },
      { text: '®', kind: 'sup', sup: true },
      { text: ' Pro', kind: 'plain', sup: false },
    ]);
  });

  it('decodes named and numeric entities', () => {
    expect(parseTrademarkName('Zura<sup>&reg;</sup>')).toEqual([
      { text: 'Zura', kind: 'plain', sup: false },
      { text: '®', kind: 'sup', sup: true },
    ]);
    expect(segmentsToText(parseTrademarkName('Bath &amp; Shower &#8482;'))).toBe('Bath & Shower ™');
  });

  it('sets bare trademark marks as superscripts', () => {
    expect(parseTrademarkName('Touch2O™ Faucet')).toEqual([
      { text: 'Touch2O', kind: 'plain', sup: false },
      { text: '™', kind: 'sup', sup: true },
      { text: ' Faucet', kind: 'plain', sup: false },
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
      { text: 'MagnaFlow Bud', kind: 'plain', sup: false },
      { text: '®', kind: 'sup', sup: true },
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
