// Schema pieces the routes share.
import { z } from '@hono/zod-openapi';

/**
 * The address of a media file or document the API serves: a same-origin path (`/media/…`) by default, so it works
 * whatever host name, port or scheme the site is reached by, or an absolute URL on one of the `ASSET_BASE_URL` hosts
 * when that is set. Published as a URI reference, which covers both.
 */
export const mediaUrl = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || URL.canParse(value), {
    message: 'Expected a /media/ path or an absolute URL',
  })
  .openapi({
    format: 'uri-reference',
    description:
      'Same-origin path (/media/…) by default; an absolute URL on an ASSET_BASE_URL host when one is configured',
  });
