// The links of a long bathroom list: the share link never over what the servers on the way accept (notes left out,
// said so), print and PDF as a POST form whose body fits the site's body limit, for the largest list the site makes.
import {
  BATHROOM_LIST_LIMITS,
  decodeBathroomList,
  type BathroomListDetails,
} from '@fittings/catalog-core/bathroom-list';
import { describe, expect, it } from 'vitest';
// The web server's body limit, read from the edge's own module.
import { MAX_BODY_BYTES } from '../../edge/limits';
import { LINK_MAX_CHARS, SHARED_MAX_MODELS, fittedShareLink, listRequest } from './shareList';

const origin = 'https://www.example.in';

/** The largest list the site lets a visitor make: 200 models, each with a 200-character Hindi note, in 12 rooms. */
function maximalList(): { models: string[]; list: BathroomListDetails } {
  const { maxItems, maxRooms, maxRoomLength, maxNoteLength } = BATHROOM_LIST_LIMITS;
  const rooms = Array.from({ length: maxRooms }, (_, r) =>
    `मेहमानों का स्नानघर ${r + 1} ऊपर`.padEnd(maxRoomLength, 'क'),
  );
  const models = Array.from({ length: maxItems }, (_, i) => `T${String(i).padStart(5, '0')}-PR`);
  const list: BathroomListDetails = { rooms, items: {} };
  models.forEach((model, i) => {
    list.items[model] = {
      quantity: 1 + (i % 99),
      room: rooms[i % maxRooms]!,
      note: `${i}: बेसिन के बाईं ओर, दीवार से पंद्रह सेंटीमीटर ऊपर लगाना है। `
        .repeat(10)
        .slice(0, maxNoteLength),
    };
  });
  return { models, list };
}

/** The byte length of a form's urlencoded body, as the browser sends it. */
const bodyBytes = (fields: Record<string, string>) =>
  new TextEncoder().encode(new URLSearchParams(fields).toString()).byteLength;

describe.each(['en', 'hi'] as const)('the links of a long list (%s)', (language) => {
  it('keeps a short list whole in a link, as before', () => {
    const list = {
      rooms: ['स्नानघर'],
      items: { T14059: { quantity: 2, note: 'बाएँ बेसिन', room: 'स्नानघर' } },
    };
    const { link, leftOut } = fittedShareLink(origin, ['T14059', 'T35691'], list, language);
    expect(leftOut).toBe('nothing');
    expect(decodeBathroomList(new URL(link).searchParams.get('list'))).toEqual(list);
    const print = listRequest('/wishlist/print', ['T14059'], list, language);
    expect(print).toEqual({
      method: 'get',
      href: expect.stringMatching(
        language === 'hi' ? /^\/hi\/wishlist\/print\?/ : /^\/wishlist\/print\?/,
      ),
    });
  });

  it('shares the largest list within the bound, with its quantities and rooms and without notes', () => {
    const { models, list } = maximalList();
    const { link, leftOut } = fittedShareLink(origin, models, list, language);
    expect(leftOut).toBe('notes');
    expect(link.length).toBeLessThanOrEqual(LINK_MAX_CHARS);
    const url = new URL(link);
    expect(url.pathname).toBe(language === 'hi' ? '/hi/wishlist' : '/wishlist');
    expect(url.searchParams.get('models')!.split(',')).toEqual(models.slice(0, SHARED_MAX_MODELS));
    const read = decodeBathroomList(url.searchParams.get('list'));
    expect(read.rooms).toEqual(list.rooms);
    const first = models[1]!;
    expect(read.items[first]).toEqual({ ...list.items[first], note: '' });
  });

  it('prints and makes the PDF of the largest list by a form whose body the site takes', () => {
    const { models, list } = maximalList();
    for (const path of ['/wishlist/print', '/wishlist/pdf'] as const) {
      const request = listRequest(path, models, list, language);
      if (request.method !== 'post') throw new Error(`${path} should be a form, not a link`);
      expect(request.action).toBe(language === 'hi' ? `/hi${path}` : path);
      expect(bodyBytes(request.fields)).toBeLessThan(MAX_BODY_BYTES);
      const read = decodeBathroomList(request.fields.list);
      const shown = models.slice(0, SHARED_MAX_MODELS);
      expect(request.fields.models.split(',')).toEqual(shown);
      expect(Object.keys(read.items)).toEqual(shown);
      expect(read.items[shown[59]!]).toEqual(list.items[shown[59]!]);
    }
  });

  it('says how long a list is when it carries only its first 60, as a link or a form', () => {
    const { models, list } = maximalList();
    const posted = listRequest('/wishlist/print', models, list, language);
    if (posted.method !== 'post') throw new Error('the largest list should be a form');
    expect(posted.fields.total).toBe('200');
    const linked = listRequest(
      '/wishlist/pdf',
      models.slice(0, 61),
      { rooms: [], items: {} },
      language,
    );
    if (linked.method !== 'get') throw new Error('61 models without details should be a link');
    expect(new URL(linked.href, origin).searchParams.get('total')).toBe('61');
    // A list the page prints whole says nothing more.
    const whole = listRequest(
      '/wishlist/pdf',
      models.slice(0, 60),
      { rooms: [], items: {} },
      language,
    );
    if (whole.method !== 'get') throw new Error('60 models without details should be a link');
    expect(new URL(whole.href, origin).searchParams.has('total')).toBe(false);
  });
});
