// The links of a bathroom list: the share link that reopens it (the models, as the wishlist's share link always
// had, plus the details encoded by catalog-core), the print page and the PDF. Everything is in the URL: no storage.
import {
  DEFAULT_LANGUAGE,
  FINISHES,
  finishName,
  localizePath,
  type FinishTable,
  type Language,
} from '@fittings/catalog-core';
import {
  encodeBathroomList,
  itemDetails,
  pruneBathroomList,
  serializeBathroomList,
  type BathroomListDetails,
  type BathroomListLine,
} from '@fittings/catalog-core/bathroom-list';
import { brand } from '../brand';

/**
 * The list's title in the PDF, which stays English: its standard fonts have no Devanagari (see listPdf.server.ts).
 * The print page and the WhatsApp message say it in the page's language (`web.list.title`).
 */
export const LIST_TITLE = `My ${brand.name} wishlist`;

/** A shared link lists at most this many models; anything longer is not a list someone made. */
export const SHARED_MAX_MODELS = 60;

/**
 * The longest link the site writes (path and query; the share link's origin included). nginx reads a request line
 * of at most 8 KB by default and Node 16 KB of line and headers together, and a refused link is a 414, a 431 or a
 * reset instead of the list: 6,000 characters leave room for the method, the origin and the cookies. A longer print
 * or PDF request is a POST form instead (see {@link listRequest}); a longer share link leaves notes out.
 */
export const LINK_MAX_CHARS = 6_000;

const EMPTY_DETAILS = '{"rooms":[],"items":{}}';

/** The models and details a list's links carry: the models a reader reads, with their details only. */
function carried(models: readonly string[], list: BathroomListDetails) {
  const kept = models.slice(0, SHARED_MAX_MODELS);
  return { models: kept, list: pruneBathroomList(list, kept) };
}

/** The query of a list: `models=A,B` and, when any detail differs from the defaults, `list=<encoded details>`. */
export function listQuery(models: readonly string[], list: BathroomListDetails): string {
  const query = `models=${models.map(encodeURIComponent).join(',')}`;
  return serializeBathroomList(list) === EMPTY_DETAILS
    ? query
    : `${query}&list=${encodeBathroomList(list)}`;
}

/**
 * What a share link leaves out to stay within LINK_MAX_CHARS: nothing; the notes (models, quantities and rooms
 * kept); or every detail (the models only, which always fit: 60 codes of at most 40 characters).
 */
export type LeftOut = 'nothing' | 'notes' | 'details';

const withoutNotes = (list: BathroomListDetails): BathroomListDetails => ({
  rooms: list.rooms,
  items: Object.fromEntries(
    Object.entries(list.items).map(([model, item]) => [model, { ...item, note: '' }]),
  ),
});

/** The share link and what it had to leave out (the page says so in words). */
export function fittedShareLink(
  origin: string,
  models: readonly string[],
  list: BathroomListDetails = { rooms: [], items: {} },
  language: Language = DEFAULT_LANGUAGE,
): { link: string; leftOut: LeftOut } {
  const shown = carried(models, list);
  const base = `${origin}${localizePath('/wishlist', language)}?`;
  const tries: [LeftOut, BathroomListDetails][] = [
    ['nothing', shown.list],
    ['notes', withoutNotes(shown.list)],
  ];
  for (const [leftOut, details] of tries) {
    const link = base + listQuery(shown.models, details);
    if (link.length <= LINK_MAX_CHARS) return { link, leftOut };
  }
  return { link: base + listQuery(shown.models, { rooms: [], items: {} }), leftOut: 'details' };
}

/** The link that reopens the list on any device (the wishlist page's shared view), in the list's language. */
export function shareLink(
  origin: string,
  models: readonly string[],
  list?: BathroomListDetails,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return fittedShareLink(origin, models, list, language).link;
}

/**
 * How to open the print page or the PDF of a list: a link when it is short enough for every server on the way, else
 * a POST form whose body carries the same two fields (the site takes bodies up to 64 KB, more than the largest list
 * a link reads: 60 models with 200-character notes). Nothing of the list is lost either way.
 */
export type ListRequest =
  | { method: 'get'; href: string }
  | { method: 'post'; action: string; fields: { models: string; list: string; total?: string } };

export function listRequest(
  path: '/wishlist/print' | '/wishlist/pdf',
  models: readonly string[],
  list: BathroomListDetails,
  language: Language = DEFAULT_LANGUAGE,
  total = models.length,
): ListRequest {
  const shown = carried(models, list);
  const action = localizePath(path, language);
  // A list longer than the page prints says how long it is, so the page and the PDF can say what they leave out.
  const more = total > shown.models.length ? String(total) : undefined;
  const href = `${action}?${listQuery(shown.models, shown.list)}${more ? `&total=${more}` : ''}`;
  if (href.length <= LINK_MAX_CHARS) return { method: 'get', href };
  return {
    method: 'post',
    action,
    fields: {
      models: shown.models.join(','),
      list: encodeBathroomList(shown.list),
      ...(more ? { total: more } : {}),
    },
  };
}

/** The printable page, in the list's language (a link; see {@link listRequest} for a list of any length). */
export const printLink = (
  models: readonly string[],
  list: BathroomListDetails,
  language: Language = DEFAULT_LANGUAGE,
) => `${localizePath('/wishlist/print', language)}?${listQuery(models, list)}`;

/** The PDF, in the list's language: its QR code leads back to the list in that language. */
export const pdfLink = (
  models: readonly string[],
  list: BathroomListDetails,
  language: Language = DEFAULT_LANGUAGE,
) => `${localizePath('/wishlist/pdf', language)}?${listQuery(models, list)}`;

/** The lines of the list, in the wishlist's order, for the products that still exist, finishes named from `finishes`. */
export function listLines(
  products: readonly { model: string; name: string; finish: { code: number } }[],
  list: BathroomListDetails,
  finishes: FinishTable = FINISHES,
): BathroomListLine[] {
  return products.map((product) => ({
    model: product.model,
    name: product.name,
    finish: finishName(product.finish.code, finishes) ?? '',
    ...itemDetails(list, product.model),
  }));
}
