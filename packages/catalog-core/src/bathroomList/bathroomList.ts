// The bathroom list: the wishlist's models (kept as the spec's comma string) plus, beside them, what a buyer takes
// to a plumber or dealer: a quantity and a note per item and the rooms they go in. These rules read that extra
// value from storage or a shared link, where it may be anything, and keep whatever part of it is valid.
import { hasVisibleText, withoutBidiControls } from '../visibleText/visibleText';
import { englishText } from '../i18n/message';
import type { MessageValues, Translator } from '../i18n/translator';
import { plainName } from '../names/names';

/** Bounds of the list's extra fields: generous for a home, small enough that a URL can carry a whole list. */
export const BATHROOM_LIST_LIMITS = {
  maxQuantity: 99,
  maxNoteLength: 200,
  maxRoomLength: 40,
  maxRooms: 12,
  maxItems: 200,
} as const;

/** What the list adds to one wishlist model. An empty `room` means the item is not in a room yet. */
export interface ListItemDetails {
  quantity: number;
  note: string;
  room: string;
}

/** The extra fields of the whole list: the rooms the visitor named, in their order, and the details by model. */
export interface BathroomListDetails {
  rooms: string[];
  items: Record<string, ListItemDetails>;
}

/**
 * The details of a model nobody has changed yet: one, no note, no room.
 *
 * @example
 * DEFAULT_ITEM_DETAILS.quantity // 1
 */
export const DEFAULT_ITEM_DETAILS: Readonly<ListItemDetails> = Object.freeze({
  quantity: 1,
  note: '',
  room: '',
});

/**
 * An empty list's details.
 *
 * @example
 * emptyBathroomList() // { rooms: [], items: {} }
 */
export function emptyBathroomList(): BathroomListDetails {
  return { rooms: [], items: {} };
}

const CONTROL = /\p{Cc}/gu;

/** Trims, removes control characters and collapses spaces; '' for anything that is not a string. */
function cleanText(value: unknown, max: number, keepNewlines = false): string {
  if (typeof value !== 'string') return '';
  // Notes and rooms leave the site in the WhatsApp text, the print page and the PDF: no bidi control reorders them,
  // and one of only invisible characters is no note at all.
  // A lone surrogate is no character (and no encoder writes it): it goes too.
  const typed = withoutBidiControls(value).replace(/\p{Cs}/gu, '');
  const text = keepNewlines
    ? typed.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n]/gu, '')
    : typed.replace(CONTROL, ' ').replace(/\s+/g, ' ');
  const kept = text.trim().slice(0, max).trim();
  return hasVisibleText(kept) ? kept : '';
}

/**
 * A room name as stored: trimmed, single-spaced, at most 40 characters; '' when nothing is left.
 *
 * @example
 * cleanRoomName('  Bathroom   1 ') // 'Bathroom 1'
 */
export function cleanRoomName(value: unknown): string {
  return cleanText(value, BATHROOM_LIST_LIMITS.maxRoomLength);
}

/**
 * A quantity as stored: a whole number from 1 to 99; anything else gives 1.
 *
 * @example
 * cleanQuantity('3') // 3
 * cleanQuantity(-2) // 1
 */
export function cleanQuantity(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return 1;
  return Math.min(Math.max(number, 1), BATHROOM_LIST_LIMITS.maxQuantity);
}

/**
 * A note as stored: control characters removed (line breaks kept), trimmed, at most 200 characters.
 *
 * @example
 * cleanNote('  rough-in 15 mm\n ') // 'rough-in 15 mm'
 */
export function cleanNote(value: unknown): string {
  return cleanText(value, BATHROOM_LIST_LIMITS.maxNoteLength, true);
}

const MODEL = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/**
 * Validates list details read from storage or a link, whatever they are: keeps the valid rooms (unique, at most
 * 12) and the valid items (a model code as key), fixes out-of-range fields to their defaults, and drops a room an
 * item names that the list does not have. Never throws.
 *
 * @example
 * readBathroomList({ rooms: ['Kitchen', 7], items: { T1: { quantity: 2, room: 'Kitchen' }, '<x>': {} } })
 * // { rooms: ['Kitchen'], items: { T1: { quantity: 2, note: '', room: 'Kitchen' } } }
 */
export function readBathroomList(value: unknown): BathroomListDetails {
  const list = emptyBathroomList();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return list;
  const { rooms, items } = value as { rooms?: unknown; items?: unknown };
  if (Array.isArray(rooms)) {
    for (const room of rooms) {
      const name = cleanRoomName(room);
      if (
        name !== '' &&
        !list.rooms.includes(name) &&
        list.rooms.length < BATHROOM_LIST_LIMITS.maxRooms
      )
        list.rooms.push(name);
    }
  }
  if (typeof items === 'object' && items !== null && !Array.isArray(items)) {
    let count = 0;
    for (const [model, raw] of Object.entries(items)) {
      if (count >= BATHROOM_LIST_LIMITS.maxItems) break;
      if (!MODEL.test(model) || typeof raw !== 'object' || raw === null) continue;
      const { quantity, note, room } = raw as Record<string, unknown>;
      const roomName = cleanRoomName(room);
      list.items[model] = {
        quantity: cleanQuantity(quantity),
        note: cleanNote(note),
        room: list.rooms.includes(roomName) ? roomName : '',
      };
      count += 1;
    }
  }
  return list;
}

/**
 * Parses the stored JSON text of the details; corrupt text gives the empty list rather than an error.
 *
 * @example
 * parseBathroomList('{"rooms":["Kitchen"],"items":{}}') // { rooms: ['Kitchen'], items: {} }
 * parseBathroomList('{oops') // { rooms: [], items: {} }
 */
export function parseBathroomList(text: string | null | undefined): BathroomListDetails {
  if (typeof text !== 'string' || text === '') return emptyBathroomList();
  try {
    return readBathroomList(JSON.parse(text));
  } catch {
    return emptyBathroomList();
  }
}

/**
 * The stored JSON text of the details, with items still at their defaults left out (so the value stays small).
 *
 * @example
 * serializeBathroomList({ rooms: [], items: { T1: { quantity: 1, note: '', room: '' } } }) // '{"rooms":[],"items":{}}'
 */
export function serializeBathroomList(list: BathroomListDetails): string {
  const clean = readBathroomList(list);
  const items: Record<string, ListItemDetails> = {};
  for (const [model, details] of Object.entries(clean.items)) {
    if (details.quantity !== 1 || details.note !== '' || details.room !== '')
      items[model] = details;
  }
  return JSON.stringify({ rooms: clean.rooms, items });
}

/**
 * The details of one model: what the list holds, or the defaults.
 *
 * @example
 * itemDetails(emptyBathroomList(), 'T1') // { quantity: 1, note: '', room: '' }
 */
export function itemDetails(list: BathroomListDetails, model: string): ListItemDetails {
  return { ...DEFAULT_ITEM_DETAILS, ...list.items[model] };
}

/**
 * Changes some details of one model; values are cleaned, a room the list does not have is ignored. Returns a new
 * list.
 *
 * @example
 * setItemDetails(emptyBathroomList(), 'T1', { quantity: 3 }).items.T1 // { quantity: 3, note: '', room: '' }
 */
export function setItemDetails(
  list: BathroomListDetails,
  model: string,
  change: Partial<ListItemDetails>,
): BathroomListDetails {
  const next = { ...itemDetails(list, model), ...change };
  return readBathroomList({ rooms: list.rooms, items: { ...list.items, [model]: next } });
}

/**
 * Adds a room by name (cleaned); a blank name, one already there (ignoring case) or a thirteenth room is ignored.
 *
 * @example
 * addRoom(emptyBathroomList(), ' Kitchen ').rooms // ['Kitchen']
 */
export function addRoom(list: BathroomListDetails, name: string): BathroomListDetails {
  const room = cleanRoomName(name);
  if (room === '' || list.rooms.some((r) => r.toLowerCase() === room.toLowerCase())) return list;
  return readBathroomList({ rooms: [...list.rooms, room], items: list.items });
}

/**
 * Removes a room; its items stay in the list, in no room.
 *
 * @example
 * removeRoom(addRoom(emptyBathroomList(), 'Kitchen'), 'Kitchen').rooms // []
 */
export function removeRoom(list: BathroomListDetails, name: string): BathroomListDetails {
  return readBathroomList({ rooms: list.rooms.filter((r) => r !== name), items: list.items });
}

/**
 * Keeps the details of the given models only (the wishlist decides what is in the list).
 *
 * @example
 * pruneBathroomList({ rooms: [], items: { A1: { quantity: 2, note: '', room: '' } } }, []).items // {}
 */
export function pruneBathroomList(
  list: BathroomListDetails,
  models: readonly string[],
): BathroomListDetails {
  const items = Object.fromEntries(Object.entries(list.items).filter(([m]) => models.includes(m)));
  return { rooms: [...list.rooms], items };
}

/** One line of the list as it is shared or printed. `name` may carry trademark markup. */
export interface BathroomListLine {
  model: string;
  name: string;
  finish: string;
  quantity: number;
  note: string;
  room: string;
}

/** A group of lines under a room; `room` is '' for the items in no room. */
export interface BathroomListGroup {
  room: string;
  lines: BathroomListLine[];
}

/**
 * The lines grouped by room, in the order the visitor named the rooms, then the items in no room.
 *
 * @example
 * groupByRoom(['Kitchen'], [{ model: 'A1', name: 'Tap', finish: '', quantity: 1, note: '', room: 'Kitchen' }])
 * // [{ room: 'Kitchen', lines: [ … ] }]
 */
export function groupByRoom(
  rooms: readonly string[],
  lines: readonly BathroomListLine[],
): BathroomListGroup[] {
  const groups = rooms.map((room) => ({ room, lines: lines.filter((l) => l.room === room) }));
  groups.push({ room: '', lines: lines.filter((l) => !rooms.includes(l.room)) });
  return groups.filter((group) => group.lines.length > 0);
}

/** The message id of {@link NO_ROOM_LABEL}: `translator.t(NO_ROOM_LABEL_CODE)` on a page in any language. */
export const NO_ROOM_LABEL_CODE = 'core.bathroomList.noRoom';

/** The heading of the items in no room, in the shared text, the print page and the PDF (in English). */
export const NO_ROOM_LABEL: string = /* @__PURE__ */ englishText(NO_ROOM_LABEL_CODE);

/**
 * The list as plain text for a message: a title, each room with its items (name as text, never markup, model,
 * finish, quantity and note), and the link that reopens the list. Its own words are in English, or in the language
 * of `translator` when one is given (the title, rooms and lines are the caller's, as given).
 *
 * @example
 * bathroomListText({ title: 'My list', rooms: [], lines: [{ model: 'A1', name: 'Ara<sup>®</sup> Tap', finish: 'Chrome', quantity: 2, note: '', room: '' }], link: 'https://x.in/wishlist?models=A1' })
 * // 'My list\n\nNot in a room yet\n- 2 × Ara® Tap (A1, Chrome)\n\nOpen the list: https://x.in/wishlist?models=A1'
 */
export function bathroomListText(options: {
  title: string;
  rooms: readonly string[];
  lines: readonly BathroomListLine[];
  link: string;
  translator?: Pick<Translator, 't'>;
}): string {
  const { translator } = options;
  const say = (code: string, values?: MessageValues) =>
    translator ? translator.t(code, values) : englishText(code, values);
  const parts = [options.title];
  for (const group of groupByRoom(options.rooms, options.lines)) {
    const rows = group.lines.map((line) => {
      const what = [line.model, line.finish].filter((s) => s !== '').join(', ');
      const name = plainName(line.name) || line.model;
      const note =
        line.note === ''
          ? ''
          : `\n  ${say('core.bathroomList.note', { note: line.note.replace(/\n+/g, ' ') })}`;
      return `- ${line.quantity} × ${name} (${what})${note}`;
    });
    parts.push(`${group.room || say(NO_ROOM_LABEL_CODE)}\n${rows.join('\n')}`);
  }
  parts.push(say('core.bathroomList.open', { link: options.link }));
  // Whatever reached the lines (a note typed before notes were cleaned, a name), no bidi control leaves in a message.
  return withoutBidiControls(parts.join('\n\n'));
}

/**
 * The WhatsApp link that opens a new message with the given text, to be sent to any contact.
 *
 * @example
 * whatsAppShareUrl('Hi there') // 'https://wa.me/?text=Hi%20there'
 */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The UTF-8 bytes of a text, through encodeURIComponent (catalog-core runs where TextEncoder is not typed). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const piece of encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? []) {
    bytes.push(piece.startsWith('%') ? parseInt(piece.slice(1), 16) : piece.charCodeAt(0));
  }
  return bytes;
}

function base64url(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => BASE64URL[(n >> shift) & 63]);
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}

/** The text of a base64url value, or null when it is not base64url of UTF-8. */
function fromBase64url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  let hex = '';
  let bits = 0;
  let buffer = 0;
  for (const char of value) {
    buffer = ((buffer << 6) | BASE64URL.indexOf(char)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      hex += `%${((buffer >> bits) & 255).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    // decodeURIComponent refuses bytes that are not UTF-8, which is what a damaged link gives.
    return decodeURIComponent(hex);
  } catch {
    return null;
  }
}

/** The prefix of the compact form (version 2); the first form, base64url of the stored JSON, starts `eyJ`. */
const COMPACT_PREFIX = '2.';

/**
 * The longest value {@link decodeBathroomList} reads: the compact form of a list of BATHROOM_LIST_LIMITS.maxItems
 * items, each with a note of 200 three-byte characters and a 40-character model, in 12 rooms of 40 such characters,
 * is some 172,000 characters; anything longer is not a list the site made.
 */
export const BATHROOM_LIST_MAX_ENCODED = 180_000;

/**
 * The details as a URL parameter or form value, in the compact form (version 2): `2.` then base64url of the JSON
 * array `[rooms, [[model, quantity, room number (0 for none), note], …]]`, with items at their defaults left out.
 * Against the first form (base64url of the stored JSON, which {@link decodeBathroomList} still reads) it drops the
 * field names and names each item's room by its number, not its text: a third to a half shorter for a list with
 * rooms and short notes. The list's notes stay the bulk of a long list: see BATHROOM_LIST_LIMITS.
 *
 * @example
 * encodeBathroomList(emptyBathroomList()) // '2.W1tdLFtdXQ'
 */
export function encodeBathroomList(list: BathroomListDetails): string {
  const clean = readBathroomList(list);
  const items: [string, number, number, string][] = [];
  for (const [model, { quantity, note, room }] of Object.entries(clean.items)) {
    if (quantity !== 1 || note !== '' || room !== '')
      items.push([model, quantity, clean.rooms.indexOf(room) + 1, note]);
  }
  return COMPACT_PREFIX + base64url(JSON.stringify([clean.rooms, items]));
}

/** The compact form's JSON array as the object form readBathroomList validates; anything else gives `null`. */
function fromCompact(value: unknown): unknown {
  if (!Array.isArray(value) || !Array.isArray(value[0]) || !Array.isArray(value[1])) return null;
  const rooms: unknown[] = value[0];
  const items: Record<string, unknown> = {};
  for (const item of value[1] as unknown[]) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || item[0] in items) continue;
    const [model, quantity, room, note] = item as unknown[];
    items[model as string] = {
      quantity,
      note,
      room: typeof room === 'number' && Number.isInteger(room) && room > 0 ? rooms[room - 1] : '',
    };
  }
  return { rooms, items };
}

/**
 * Reads a parameter written by {@link encodeBathroomList}, in the compact form or the first one (links shared before
 * it keep opening their list); anything undecodable gives the empty list.
 *
 * @example
 * decodeBathroomList('2.W1tdLFtdXQ') // { rooms: [], items: {} }
 * decodeBathroomList('eyJyb29tcyI6W10sIml0ZW1zIjp7fX0') // { rooms: [], items: {} }
 * decodeBathroomList('%%%') // { rooms: [], items: {} }
 */
export function decodeBathroomList(value: string | null | undefined): BathroomListDetails {
  if (typeof value !== 'string' || value === '' || value.length > BATHROOM_LIST_MAX_ENCODED)
    return emptyBathroomList();
  const compact = value.startsWith(COMPACT_PREFIX);
  const text = fromBase64url(compact ? value.slice(COMPACT_PREFIX.length) : value);
  if (text === null || text === '') return emptyBathroomList();
  if (!compact) return parseBathroomList(text);
  try {
    return readBathroomList(fromCompact(JSON.parse(text)));
  } catch {
    return emptyBathroomList();
  }
}
