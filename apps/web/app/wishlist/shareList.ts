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
  serializeBathroomList,
  type BathroomListDetails,
  type BathroomListLine,
} from '@fittings/catalog-core/bathroom-list';
import { brand } from '../brand';

/**
 * The list's title in the PDF, which stays English: its standard fonts have no Devanagari (see listPdf.server.ts).
 * The print page and the WhatsApp message say it in the page's language (`web.list.title`).
 */
export const LIST_TITLE = `My ${brand.name} bathroom list`;

/** A shared link lists at most this many models; anything longer is not a list someone made. */
export const SHARED_MAX_MODELS = 60;

const EMPTY_DETAILS = '{"rooms":[],"items":{}}';

/** The query of a list: `models=A,B` and, when any detail differs from the defaults, `list=<encoded details>`. */
export function listQuery(models: readonly string[], list: BathroomListDetails): string {
  const query = `models=${models.map(encodeURIComponent).join(',')}`;
  return serializeBathroomList(list) === EMPTY_DETAILS
    ? query
    : `${query}&list=${encodeBathroomList(list)}`;
}

/** The link that reopens the list on any device (the wishlist page's shared view), in the list's language. */
export function shareLink(
  origin: string,
  models: readonly string[],
  list?: BathroomListDetails,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const query = list
    ? listQuery(models, list)
    : `models=${models.map(encodeURIComponent).join(',')}`;
  return `${origin}${localizePath('/wishlist', language)}?${query}`;
}

/** The printable page, in the list's language. */
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
