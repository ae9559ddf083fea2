// Reads a bathroom list from a URL (models and encoded details) and fetches its products: what the shared view, the
// print page and the PDF are made from. The URL is all there is; nothing is stored.
import {
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
  /** By model, the facts line of the printed list and the PDF (only when asked for: one request per product). */
  facts: Record<string, string>;
}

/** The facts line of each model, from its full product; a product that fails to load just has none. */
async function factsOf(request: Request, models: readonly string[], text: Translator) {
  const api = serverApi(request);
  const answers = await Promise.allSettled(
    models.map((model) => api.getProduct(model, { signal: request.signal })),
  );
  const facts: Record<string, string> = {};
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled' && answer.value.product.fit) {
      facts[models[index]!] = listFactsLine(answer.value.product.fit, text);
    }
  });
  return facts;
}

/**
 * `withFacts` for paper (the print page and the PDF): a plumber checks pressure, flow and warranty there, in the
 * `text` translator's language (English by default: the PDF's standard fonts have no Devanagari).
 */
export async function loadSharedList(
  request: Request,
  { withFacts = false, text }: { withFacts?: boolean; text?: Translator } = {},
): Promise<SharedList> {
  const url = new URL(request.url);
  const origin = publicOrigin(request);
  const language = languageOf(request);
  const models = parseWishlist(url.searchParams.get('models')).slice(0, SHARED_MAX_MODELS);
  const list = pruneBathroomList(decodeBathroomList(url.searchParams.get('list')), models);
  let products: ProductSummary[] = [];
  if (models.length > 0) {
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
    lines: listLines(products, list),
    link: shareLink(origin, models, list, language),
    // What the QR code can hold, best first: the whole list, the same products without notes, the wishlist page; each
    // in the list's language.
    qrTargets: [
      shareLink(origin, models, list, language),
      shareLink(origin, models, undefined, language),
      `${origin}${localizePath('/wishlist', language)}`,
    ],
    facts:
      withFacts && products.length > 0
        ? await factsOf(request, models, text ?? (await loadTranslator('en')))
        : {},
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
