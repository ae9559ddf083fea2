import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATHROOM_LIST_LIMITS,
  BATHROOM_LIST_MAX_ENCODED,
  addRoom,
  bathroomListText,
  decodeBathroomList,
  emptyBathroomList,
  encodeBathroomList,
  groupByRoom,
  itemDetails,
  parseBathroomList,
  pruneBathroomList,
  removeRoom,
  serializeBathroomList,
  setItemDetails,
  whatsAppShareUrl,
  readBathroomList,
  type BathroomListDetails,
} from './bathroomList';

describe('parseBathroomList', () => {
  it('reads what was stored', () => {
    const stored =
      '{"rooms":["Bathroom 1","Kitchen"],"items":{"T1":{"quantity":2,"note":"left side","room":"Kitchen"}}}';
    expect(parseBathroomList(stored)).toEqual({
      rooms: ['Bathroom 1', 'Kitchen'],
      items: { T1: { quantity: 2, note: 'left side', room: 'Kitchen' } },
    });
  });

  it('falls back to an empty list for corrupt text, never throwing', () => {
    for (const corrupt of ['{oops', 'null', '[]', '"x"', '42', 'undefined', '']) {
      expect(parseBathroomList(corrupt)).toEqual(emptyBathroomList());
    }
  });

  it('keeps what is valid and repairs or drops the rest', () => {
    const stored = JSON.stringify({
      rooms: ['Kitchen', 7, '  ', 'Kitchen', 'x'.repeat(80)],
      items: {
        T1: { quantity: 500, note: 12, room: 'Garage' },
        T2: { quantity: '3', note: ' tiles\u0007 first ', room: 'Kitchen' },
        '<b>': { quantity: 2 },
        T3: 'nonsense',
      },
    });
    expect(parseBathroomList(stored)).toEqual({
      rooms: ['Kitchen', 'x'.repeat(40)],
      items: {
        T1: { quantity: 99, note: '', room: '' },
        T2: { quantity: 3, note: 'tiles first', room: 'Kitchen' },
      },
    });
  });

  it('never throws and always gives valid details, whatever JSON it meets', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const list = parseBathroomList(JSON.stringify(value));
        for (const details of Object.values(list.items)) {
          expect(details.quantity).toBeGreaterThanOrEqual(1);
          expect(details.quantity).toBeLessThanOrEqual(99);
          expect(details.room === '' || list.rooms.includes(details.room)).toBe(true);
        }
      }),
    );
  });
});

describe('editing the list', () => {
  it('sets quantity, note and room, ignoring a room that does not exist', () => {
    let list = addRoom(emptyBathroomList(), ' Bathroom  1 ');
    list = setItemDetails(list, 'T1', { quantity: 4, note: 'near window', room: 'Bathroom 1' });
    expect(itemDetails(list, 'T1')).toEqual({
      quantity: 4,
      note: 'near window',
      room: 'Bathroom 1',
    });
    list = setItemDetails(list, 'T1', { room: 'Attic' });
    expect(itemDetails(list, 'T1').room).toBe('');
    expect(itemDetails(list, 'T9')).toEqual({ quantity: 1, note: '', room: '' });
  });

  it('adds a room once, ignoring case, and removing it leaves its items in no room', () => {
    let list = addRoom(addRoom(emptyBathroomList(), 'Kitchen'), 'kitchen');
    expect(list.rooms).toEqual(['Kitchen']);
    list = setItemDetails(list, 'T1', { room: 'Kitchen', quantity: 2 });
    list = removeRoom(list, 'Kitchen');
    expect(list).toEqual({ rooms: [], items: { T1: { quantity: 2, note: '', room: '' } } });
  });

  it('forgets the details of models no longer in the wishlist', () => {
    const list = setItemDetails(setItemDetails(emptyBathroomList(), 'A1', { quantity: 2 }), 'B2', {
      quantity: 3,
    });
    expect(Object.keys(pruneBathroomList(list, ['B2']).items)).toEqual(['B2']);
  });

  it('stores items at their defaults as nothing', () => {
    const list = setItemDetails(emptyBathroomList(), 'A1', { quantity: 1 });
    expect(serializeBathroomList(list)).toBe('{"rooms":[],"items":{}}');
  });
});

describe('sharing', () => {
  const lines = [
    {
      model: 'T1',
      name: 'Ara<sup>®</sup> Basin Tap',
      finish: 'Chrome',
      quantity: 2,
      note: 'left basin',
      room: 'Bathroom 1',
    },
    { model: 'T2', name: 'Zura Shower', finish: '', quantity: 1, note: '', room: '' },
  ];

  it('groups lines by room in the rooms’ order, items in no room last', () => {
    expect(groupByRoom(['Kitchen', 'Bathroom 1'], lines).map((g) => g.room)).toEqual([
      'Bathroom 1',
      '',
    ]);
  });

  it('writes the list as plain text, names without markup, with the link back', () => {
    const text = bathroomListText({
      title: 'My bathroom list',
      rooms: ['Bathroom 1'],
      lines,
      link: 'https://x.in/wishlist?models=T1,T2',
    });
    expect(text).toBe(
      'My bathroom list\n\nBathroom 1\n- 2 × Ara® Basin Tap (T1, Chrome)\n  Note: left basin\n\nNot in a room yet\n- 1 × Zura Shower (T2)\n\nOpen the list: https://x.in/wishlist?models=T1,T2',
    );
    expect(text).not.toContain('<');
  });

  it('sends no bidirectional override in the WhatsApp text, from a note read back or a line as given', () => {
    const shared = decodeBathroomList(
      encodeBathroomList({
        rooms: ['Bath\u202Eroom'],
        items: { T1: { quantity: 1, room: 'Bath\u202Eroom', note: 'pay \u202Efdp.exe' } },
      }),
    );
    expect(shared.items.T1?.note).toBe('pay fdp.exe');
    expect(shared.rooms).toEqual(['Bathroom']);
    const text = bathroomListText({
      title: 'My bathroom list',
      rooms: ['Bathroom 1'],
      lines: [{ ...lines[0]!, note: 'left \u2067basin\u2069 \u202Eexe' }],
      link: 'https://x.in/wishlist?models=T1',
    });
    expect(text).toContain('Note: left basin exe');
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
  });

  it('keeps no note or room of invisible characters only', () => {
    const shared = decodeBathroomList(
      encodeBathroomList({
        rooms: ['\u3164\u3164', 'Kitchen'],
        items: { T1: { quantity: 2, room: 'Kitchen', note: '\u200B\u2800\u200B' } },
      }),
    );
    expect(shared.rooms).toEqual(['Kitchen']);
    expect(shared.items.T1?.note).toBe('');
  });

  it('makes a wa.me link whose text decodes back', () => {
    const url = whatsAppShareUrl('2 × Tap & more?');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe('2 × Tap & more?');
  });

  it('carries the details through a URL parameter and back, Unicode included', () => {
    const list = setItemDetails(addRoom(emptyBathroomList(), 'स्नानघर'), 'T1', {
      room: 'स्नानघर',
      quantity: 2,
      note: 'नोट',
    });
    const encoded = encodeBathroomList(list);
    expect(encoded).toMatch(/^2\.[A-Za-z0-9_-]+$/);
    expect(decodeBathroomList(encoded)).toEqual(list);
    expect(decodeBathroomList('%%%')).toEqual(emptyBathroomList());
    expect(decodeBathroomList('bm90IGpzb24')).toEqual(emptyBathroomList());
  });
});

/** base64url of a text's UTF-8, written here by Node's own encoder (catalog-core's types have no Node). */
const b64url = (text: string, _encoding?: 'utf8'): string =>
  (
    globalThis as unknown as {
      Buffer: { from(text: string, encoding: string): { toString(encoding: string): string } };
    }
  ).Buffer.from(text, 'utf8').toString('base64url');

/** The largest list the site lets a visitor make: every item with a note of 200 Devanagari characters in a room. */
function maximalList(items: number = BATHROOM_LIST_LIMITS.maxItems): BathroomListDetails {
  const { maxRooms, maxRoomLength, maxNoteLength, maxQuantity } = BATHROOM_LIST_LIMITS;
  const rooms = Array.from({ length: maxRooms }, (_, r) =>
    `स्नानघर ${r + 1} `
      .repeat(8)
      .slice(0, maxRoomLength - 1)
      .concat('क'),
  );
  const list: BathroomListDetails = { rooms, items: {} };
  for (let i = 0; i < items; i += 1) {
    const model = `T${String(i).padStart(4, '0')}-${'ABCDEFGH'.repeat(5)}`.slice(0, 40);
    list.items[model] = {
      quantity: maxQuantity,
      room: rooms[i % maxRooms]!,
      note:
        `नल ${i} बाएँ बेसिन के ऊपर लगाना है, दीवार से पंद्रह सेंटीमीटर। `
          .repeat(10)
          .slice(0, maxNoteLength - 1) + 'ज',
    };
  }
  return list;
}

describe('the compact encoding of a list (version 2)', () => {
  it('round-trips any list the rules keep', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 60 });
    fc.assert(
      fc.property(
        fc.uniqueArray(text, { maxLength: 4 }),
        fc.dictionary(
          fc.stringMatching(/^[A-Z][A-Z0-9-]{0,8}$/),
          fc.tuple(fc.integer(), text, fc.nat(5)),
          {
            maxKeys: 6,
          },
        ),
        (rooms, raw) => {
          const list = readBathroomList({
            rooms,
            items: Object.fromEntries(
              Object.entries(raw).map(([model, [quantity, note, room]]) => [
                model,
                { quantity, note, room: rooms[room] ?? '' },
              ]),
            ),
          });
          const encoded = encodeBathroomList(list);
          expect(encoded).toMatch(/^2\.[A-Za-z0-9_-]+$/);
          expect(serializeBathroomList(decodeBathroomList(encoded))).toBe(
            serializeBathroomList(list),
          );
        },
      ),
    );
  });

  it('still reads a link of the first form (base64url of the stored JSON)', () => {
    const stored =
      '{"rooms":["स्नानघर"],"items":{"T1":{"quantity":2,"note":"बाएँ बेसिन","room":"स्नानघर"}}}';
    const first = b64url(stored, 'utf8');
    expect(first.startsWith('eyJ')).toBe(true);
    expect(decodeBathroomList(first)).toEqual(parseBathroomList(stored));
    expect(decodeBathroomList('eyJyb29tcyI6W10sIml0ZW1zIjp7fX0')).toEqual(emptyBathroomList());
  });

  it('is shorter than the first form for a list with rooms', () => {
    const list = maximalList(60);
    const first = b64url(serializeBathroomList(list), 'utf8');
    expect(encodeBathroomList(list).length).toBeLessThan(first.length * 0.85);
  });

  it('reads a maximal list back whole, within the length it accepts', () => {
    const list = maximalList();
    const encoded = encodeBathroomList(list);
    expect(encoded.length).toBeLessThanOrEqual(BATHROOM_LIST_MAX_ENCODED);
    const read = decodeBathroomList(encoded);
    expect(Object.keys(read.items)).toHaveLength(BATHROOM_LIST_LIMITS.maxItems);
    expect(read).toEqual(list);
  });

  it('gives the empty list for damaged or foreign values, never throwing', () => {
    const good = encodeBathroomList(maximalList(3));
    for (const bad of [
      '2.',
      '2.%%%',
      good.slice(0, -5),
      '2.' + b64url('{"rooms":[]}'),
      '2.' + b64url('[1,2]'),
      '2.' + b64url('[[],[[7,1,0,"x"],null,["T1",2,99,5]]]'),
      '2.' + 'A'.repeat(BATHROOM_LIST_MAX_ENCODED),
    ]) {
      const read = decodeBathroomList(bad);
      expect(read.rooms).toEqual([]);
      expect(Object.values(read.items).every((item) => item.room === '' && item.note === '')).toBe(
        true,
      );
    }
  });

  it('drops a lone surrogate from a note rather than failing to encode it', () => {
    const list = setItemDetails(emptyBathroomList(), 'T1', { note: 'टोंटी \uD800 बाएँ' });
    expect(decodeBathroomList(encodeBathroomList(list)).items.T1?.note).toBe('टोंटी  बाएँ');
  });
});
