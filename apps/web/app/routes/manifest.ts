// /manifest.webmanifest (offline/webManifest.ts).
import { webManifest } from '../offline/webManifest';

export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  });
}
