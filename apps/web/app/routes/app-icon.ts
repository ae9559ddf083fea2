// /app-icon.svg: the home-screen icon the web app manifest names (offline/webManifest.ts).
import { appIconSvg } from '../offline/webManifest';

export function loader() {
  return new Response(appIconSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
