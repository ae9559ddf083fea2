// GET /wishlist/pdf?models=…&list=… (or a POST of those fields, for a list too long for a link): the bathroom list as an A4 PDF (see wishlist/listPdf.server.ts for why here).
// Its products come in one API request, the file is kept for the same list, and only a few are made at once
// (wishlist/pdfGate.server.ts).
import { isApiError } from '@fittings/api-client';
import { loadTranslator } from '../i18n/translators';
import { languageOf } from '../i18n/useLanguage';
import { bathroomListPdf } from '../wishlist/listPdf.server';
import { gatedPdf, pdfKey, pdfRefusal } from '../wishlist/pdfGate.server';
import { listOfUrl, listUrlOf, loadSharedList } from '../wishlist/sharedList.server';
import { shareLink } from '../wishlist/shareList';
import type { Route } from './+types/wishlist-pdf';

export async function loader({ request, context }: Route.LoaderArgs) {
  return listPdf(request, new URL(request.url), context?.clientIp);
}

/** A list too long for a link comes as a form's body (see listRequest): the same PDF, not kept by caches. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await listPdf(request, await listUrlOf(request), context?.clientIp);
  if (answer.ok) answer.headers.set('cache-control', 'private, no-store');
  return answer;
}

async function listPdf(request: Request, url: URL, clientIp: string | undefined) {
  const language = languageOf(request);
  const { models, list, total } = listOfUrl(url);
  const refuse = async (status: 429 | 503, seconds: number) =>
    pdfRefusal(
      status,
      seconds,
      await loadTranslator(language),
      language,
      shareLink('', models, list, language),
    );
  let outcome;
  try {
    outcome = await gatedPdf(pdfKey(language, models, list, total), async () => {
      // The PDF speaks the list's language, as its print page does (its font draws Devanagari).
      const text = await loadTranslator(language);
      const shared = await loadSharedList(request, {
        withFacts: true,
        text,
        clientIp,
        url,
      });
      // A list whose products could not be loaded is made (it says so) but not kept.
      return {
        pdf: await bathroomListPdf(shared, text),
        keep: models.length === 0 || shared.products.length > 0,
      };
    });
  } catch (error) {
    if (isApiError(error) && error.status === 429)
      return refuse(429, error.retryAfterSeconds ?? 60);
    throw error;
  }
  if (outcome.kind === 'busy') return refuse(503, outcome.retryAfterSeconds);
  // A copy typed over a plain ArrayBuffer, which is what a Response body accepts.
  return new Response(new Uint8Array(outcome.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="bathroom-list.pdf"',
      // The list is in the URL, the same for everyone who has it; products change rarely.
      'cache-control': 'public, max-age=300',
      'x-robots-tag': 'noindex',
    },
  });
}
