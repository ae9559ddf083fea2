// GET /wishlist/pdf?models=…&list=…: the bathroom list as an A4 PDF (see wishlist/listPdf.server.ts for why here).
import { bathroomListPdf } from '../wishlist/listPdf.server';
import { loadSharedList } from '../wishlist/sharedList.server';
import type { Route } from './+types/wishlist-pdf';

export async function loader({ request }: Route.LoaderArgs) {
  const shared = await loadSharedList(request, { withFacts: true });
  const body = await bathroomListPdf(shared);
  // A copy typed over a plain ArrayBuffer, which is what a Response body accepts.
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="bathroom-list.pdf"',
      // The list is in the URL, the same for everyone who has it; products change rarely.
      'cache-control': 'public, max-age=300',
      'x-robots-tag': 'noindex',
    },
  });
}
