// Reads a bathroom list from a URL (models and encoded details) and fetches its products: what the shared view, the
// print page and the PDF are made from. The URL is all there is; nothing is stored.
import {
  finishesIn,
  localizePath,
  parseWishlist,
  type ProductSummary,
  type Translator,
} from '@fittings/catalog-core';
import {
  bathroomListText,
  decodeBathroomList,
  pruneBathroomList,
  type BathroomListDetails,
  type BathroomListLine,
} from '@fittings/catalog-core/bathroom-list';
import { ApiError } from '@fittings/api-client';
import { publicOrigin, serverApi } from '../api/api.server';
import { loadTranslator } from '../i18n/translators';
import { languageOf } from '../i18n/useLanguage';
import { listFactsLine } from './listFacts';
import { LIST_TITLE, SHARED_MAX_MODELS, listLines, shareLink } from './shareList';
import { WISHLIST_MAX_MODELS } from './wishlist';

export { LIST_TITLE };

export interface SharedList {
  origin: string;
  models: string[];
  list: BathroomListDetails;
  products: ProductSummary[];
  lines: BathroomListLine[];
  /** The link that reopens this list. */
  link: string;
  /**
   * What the QR code points to, best first: the link, then the same models without their details, then the wishlist
   * page. A QR code holds some 2,300 bytes, fewer than a long list with notes (see qrMatrix).
   */
  qrTargets: string[];
  /** By model, the facts line of the printed list and the PDF (only when asked for, in the same one request). */
  facts: Record<string, string>;
  /** How many models the visitor's list named: more than `models` when it was longer than SHARED_MAX_MODELS. */
  total: number;
}

/** The models and details a URL names, normalised: what a PDF is cached by (the same list, the same file). */
export function listOfUrl(url: URL): {
  models: string[];
  list: BathroomListDetails;
  total: number;
} {
  const named = parseWishlist(url.searchParams.get('models'));
  const models = named.slice(0, SHARED_MAX_MODELS);
  // The length of the visitor's whole list (its first models come): a count, never more than a wishlist holds.
  const said = Number(url.searchParams.get('total'));
  const total = Number.isInteger(said)
    ? Math.min(Math.max(said, named.length), WISHLIST_MAX_MODELS)
    : named.length;
  return {
    models,
    total: Math.max(total, models.length),
    list: pruneBathroomList(decodeBathroomList(url.searchParams.get('list')), models),
  };
}

/**
 * The URL a list is read from: the request's own, or for a POST (the print page or PDF of a list too long for a
 * link) the same `models` and `list` fields from the form's body. A body without them is the empty list.
 */
export async function listUrlOf(request: Request): Promise<URL> {
  const url = new URL(request.url);
  if (request.method !== 'POST') return url;
  let form: FormData | undefined;
  try {
    form = await request.formData();
  } catch {
    // Not a form (another type, or a body cut short): the empty list, which the page shows as such.
  }
  url.search = '';
  for (const name of ['models', 'list', 'total']) {
    const value = form?.get(name);
    if (typeof value === 'string') url.searchParams.set(name, value);
  }
  return url;
}

/**
 * The visitor's address as the API should count it (`x-forwarded-for` with the peer this server saw), so the API's
 * per-client limits count the visitor, not this server.
 */
function forwardedFor(request: Request, clientIp: string | undefined): Record<string, string> {
  const forwarded = [request.headers.get('x-forwarded-for'), clientIp].filter(Boolean).join(', ');
  return forwarded ? { 'x-forwarded-for': forwarded } : {};
}

/**
 * The cards and the facts line of each model in one request (`/get/product-sheets`); a 429 of the API's per-client
 * limit is thrown on, anything else leaves the list unavailable rather than failing the page.
 */
async function sheetsOf(
  request: Request,
  models: readonly string[],
  text: Translator,
  clientIp: string | undefined,
) {
  const api = serverApi(request, { headers: forwardedFor(request, clientIp) });
  const facts: Record<string, string> = {};
  try {
    const { products } = await api.getProductSheets(models, { signal: request.signal });
    for (const product of products) facts[product.model] = listFactsLine(product.fit, text);
    return { products: products.map(({ fit: _, ...card }) => card as ProductSummary), facts };
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'aborted' || error.status === 429))
      throw error;
    return { products: [], facts };
  }
}

/**
 * `withFacts` for paper (the print page and the PDF): a plumber checks pressure, flow and warranty there, in the
 * `text` translator's language (English by default).
 */
export async function loadSharedList(
  request: Request,
  {
    withFacts = false,
    text,
    clientIp,
    url = new URL(request.url),
  }: { withFacts?: boolean; text?: Translator; clientIp?: string | undefined; url?: URL } = {},
): Promise<SharedList> {
  const origin = publicOrigin(request);
  const language = languageOf(request);
  const { models, list, total } = listOfUrl(url);
  let products: ProductSummary[] = [];
  let facts: Record<string, string> = {};
  if (models.length > 0 && withFacts) {
    // Paper: one request for every product and its facts, limited per visitor by the API.
    ({ products, facts } = await sheetsOf(
      request,
      models,
      text ?? (await loadTranslator('en')),
      clientIp,
    ));
  } else if (models.length > 0) {
    try {
      products = (await serverApi(request).getProductPreviews(models, { signal: request.signal }))
        .products;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') throw error;
      // The list then shows as unavailable rather than failing the page.
    }
  }
  return {
    origin,
    models,
    list,
    products,
    lines: listLines(products, list, finishesIn(await loadTranslator(language))),
    link: shareLink(origin, models, list, language),
    // What the QR code can hold, best first: the whole list, the same products without notes, the wishlist page; each
    // in the list's language.
    qrTargets: [
      shareLink(origin, models, list, language),
      shareLink(origin, models, undefined, language),
      `${origin}${localizePath('/wishlist', language)}`,
    ],
    facts,
    total,
  };
}

/** The list as the plain text of a message (the same text the WhatsApp link carries). */
export const sharedListText = (shared: SharedList) =>
  bathroomListText({
    title: LIST_TITLE,
    rooms: shared.list.rooms,
    lines: shared.lines,
    link: shared.link,
  });
