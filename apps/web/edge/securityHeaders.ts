// The security headers of every answer, and the Content-Security-Policy of a page: the hashes of its inline scripts,
// the CDN's origins and exactly the hosts of the trackers and captcha that are configured.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { cspSourcesOf } from '../integrations';
import type { EdgeEnv } from './env';

/** The origins of ASSET_BASE_URL (one or more comma-separated CDN bases), for the Content-Security-Policy. */
export function assetOriginsOf(setting: string | undefined): string[] {
  return String(setting ?? '')
    .split(',')
    .map((base) => {
      try {
        return base.trim() ? new URL(base.trim()).origin : undefined;
      } catch {
        return undefined;
      }
    })
    .filter((origin): origin is string => Boolean(origin));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NOT_JAVASCRIPT = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[^"'\s>]+/i;

/**
 * The CSP source expressions ('sha256-…') of every inline script of a page. Hashes, not a nonce: a page is the same
 * for every visitor, so nginx or a CDN may keep one copy and hand it to everyone, and a nonce repeated to every
 * visitor would be no nonce at all. Data blocks (JSON-LD) are not scripts the policy governs and are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || NOT_JAVASCRIPT.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

export interface CspConfig {
  assetOrigins: string[];
  connectSrc: string[];
  frameSrc: string[];
  thirdParty: ReturnType<typeof cspSourcesOf>;
}

function contentSecurityPolicy(scriptHashes: string[], config: CspConfig): string {
  const extra = (list: string[]) => list.filter(Boolean).join(' ');
  const assets = extra(config.assetOrigins);
  // Exactly the hosts of the trackers and captcha that are configured (integrations.ts); none when none are.
  const third = config.thirdParty;
  return [
    "default-src 'self'",
    `script-src 'self' ${extra([...scriptHashes, ...third.script])}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra([...config.assetOrigins, ...third.img])}`.trim(),
    `media-src 'self' ${assets}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra([...config.connectSrc, ...third.connect])}`.trim(),
    `frame-src 'self' ${extra([...config.assetOrigins, ...config.frameSrc, ...third.frame])}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The security headers of every answer, the web server's own refusals included (limits.ts). */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=()',
};

/**
 * Middleware: the headers every answer carries, set after the app answered; a page (text/html) also gets its
 * Content-Security-Policy, naming the hashes the render kept as `scriptHashes`.
 */
export function securityHeaders({
  hsts,
  ...config
}: CspConfig & { hsts: boolean }): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) headers.set(name, value);
    // Media (video embeds above all) may be framed by the site on any host name it is reached by, or through a CDN.
    if (!c.req.path.startsWith('/media/')) headers.set('X-Frame-Options', 'SAMEORIGIN');
    if (hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(c.get('scriptHashes') ?? [], config),
      );
    }
  };
}
