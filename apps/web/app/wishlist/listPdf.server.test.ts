// The bathroom list's PDF read back as text with pdf.js: every word in the list's language, Devanagari (a room, a
// note) drawn from the embedded font rather than as "?", ™ kept, and the fonts embedded as subsets.
import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../i18n/translators';
import { bathroomListPdf } from './listPdf.server';
import { pdfTextOf } from '../../e2e/pdf';
import type { SharedList } from './sharedList.server';

/** The PDF's text and title as pdf.js reads them (a copy: pdf.js takes the bytes it is given). */
const read = (pdf: Uint8Array) => pdfTextOf(pdf.slice());

/**
 * Text as a PDF's text layer gives it back: without the spaces pdf.js puts between runs of either script, and with
 * the vowel sign ि where it is drawn, before its consonant (or conjunct), not after it as it is typed.
 */
const squash = (text: string) => text.replace(/\s+/g, '');
const drawn = (text: string) =>
  squash(text).replace(/([क-ह]\u093c?(?:\u094d[क-ह]\u093c?)*)\u093f/g, '\u093f$1');

const link = 'https://example.test/hi/wishlist?models=T35691,T14059';
function shared(room: string, note: string, finishes: [string, string]): SharedList {
  return {
    origin: 'https://example.test',
    models: ['T35691', 'T14059'],
    total: 2,
    list: { rooms: [room], items: {} },
    products: [],
    lines: [
      {
        model: 'T35691',
        name: 'Trillian™ Basin Mixer',
        finish: finishes[0],
        quantity: 2,
        note,
        room,
      },
      {
        model: 'T14059',
        name: 'Pivotal<sup>™</sup> Shower Trim',
        finish: finishes[1],
        quantity: 1,
        note: '',
        room: '',
      },
    ],
    link,
    qrTargets: [link],
    facts: {},
  };
}

// The first PDF reads and shapes the fonts (a second or so; more on a busy machine).
describe('the bathroom list PDF', { timeout: 30_000 }, () => {
  it('is written in Hindi for a Hindi list, its room and note in Devanagari and ™ kept', async () => {
    const pdf = await bathroomListPdf(
      shared('ऊपर का स्नानघर', 'बाएँ बेसिन पर, DIAMOND™ सील', ['क्रोम', 'मैट ब्लैक']),
      await loadTranslator('hi'),
    );
    const { text, title } = await read(pdf);
    expect(title).toBe('मेरी Ondessa विशलिस्ट');
    const words = squash(text);
    for (const expected of [
      'मेरी Ondessa विशलिस्ट',
      'बाथरूम और किचन के लिए नल और फ़िटिंग्स',
      'यह लिस्ट खोलने के लिए स्कैन करें',
      '2 प्रोडक्ट, 3 पीस',
      'ऊपर का स्नानघर',
      'मात्रा प्रोडक्ट मॉडल फ़िनिश',
      '2 × T35691 क्रोम Trillian™ Basin Mixer',
      'नोट: बाएँ बेसिन पर, DIAMOND™ सील',
      'अभी किसी कमरे',
      '1 × T14059 मैट ब्लैक Pivotal™ Shower Trim',
      `यह लिस्ट खोलें: ${link}`,
    ])
      expect(words).toContain(drawn(expected));
    expect(text).not.toMatch(/Scan to open|Not in a room|Qty|Product|Model|Finish|Note:/);
    // Nothing drawn as "?" for a character the fonts lack (the link's own "?" aside).
    expect(text.replace(link, '')).not.toContain('?');
    // Subsets: the two Devanagari files alone are 140 KB.
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('is written in English for an English list, a room named in Devanagari drawn as it is', async () => {
    const { text, title } = await read(
      await bathroomListPdf(
        shared('ऊपर का स्नानघर', 'Left basin, DIAMOND™ seal', ['Chrome', 'Matt Black']),
        await loadTranslator('en'),
      ),
    );
    expect(title).toBe('My Ondessa wishlist');
    const words = squash(text);
    for (const expected of [
      'Faucets and fittings for bath and kitchen',
      'Scan to open this list',
      '2 products, 3 pieces',
      'ऊपर का स्नानघर',
      'Qty Product Model Finish',
      '2 × T35691 Chrome Trillian™ Basin Mixer',
      'Note: Left basin, DIAMOND™ seal',
      'Not in a room yet',
      '1 × T14059 Matt Black Pivotal™ Shower Trim',
      `Open this list: ${link}`,
    ])
      expect(words).toContain(drawn(expected));
    expect(text.replace(link, '')).not.toContain('?');
  });
});
