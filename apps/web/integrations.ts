// The third-party services the site may use, read once from the environment: tracker ids (each absent id switches
// that tracker off), the captcha site key, and the hosts each configured service needs in the Content-Security-
// Policy. The edge (edge/app.ts, edge/securityHeaders.ts) builds the policy from it and the root loader passes the ids
// to the browser, so the two can never disagree. With nothing set, nothing third-party is loaded and the policy allows
// no third-party host. TypeScript: the edge's build (scripts/buildEdge.mjs) and the app's (Vite) bundle it.

/** The ids of the configured trackers; an absent key is a tracker switched off. */
export interface TrackingIds {
  googleAnalytics?: string;
  googleTagManager?: string;
  microsoftClarity?: string;
  metaPixel?: string;
  /** `AW-<id>/<label>` */
  googleAds?: string;
}

export type CaptchaSettings =
  | { provider: 'local'; testToken: string }
  | { provider: 'recaptcha' | 'turnstile'; siteKey: string };

export interface Integrations {
  tracking: TrackingIds;
  captcha: CaptchaSettings;
}

/** The CSP directives a service may need hosts in beyond 'self'. */
type Directive = 'script' | 'connect' | 'img' | 'frame';

/** The environment variable of each tracker, and what a valid id looks like. */
export const TRACKER_VARIABLES: Record<keyof TrackingIds, { env: string; pattern: RegExp }> = {
  googleAnalytics: { env: 'GA_MEASUREMENT_ID', pattern: /^G-[A-Z0-9]{4,20}$/ },
  googleTagManager: { env: 'GTM_ID', pattern: /^GTM-[A-Z0-9]{4,12}$/ },
  microsoftClarity: { env: 'CLARITY_ID', pattern: /^[a-z0-9]{6,20}$/ },
  metaPixel: { env: 'META_PIXEL_ID', pattern: /^\d{6,20}$/ },
  googleAds: { env: 'ADS_CONVERSION_ID', pattern: /^AW-\d{6,15}\/[A-Za-z0-9_-]{1,40}$/ },
};

// The hosts the services load from, named once: several services share them.
const TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE = 'https://www.google.com';
const AD_SERVICES = 'https://www.googleadservices.com';
const DOUBLECLICK = 'https://googleads.g.doubleclick.net';
const CLARITY = ['https://*.clarity.ms', 'https://c.bing.com'];
const CLOUDFLARE = ['https://challenges.cloudflare.com'];

/** What each service needs beyond 'self', per CSP directive. */
const HOSTS: Record<
  keyof TrackingIds | 'turnstile' | 'recaptcha',
  Partial<Record<Directive, string[]>>
> = {
  googleAnalytics: {
    script: [TAG_MANAGER],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  googleTagManager: { script: [TAG_MANAGER], connect: [TAG_MANAGER], img: [TAG_MANAGER] },
  microsoftClarity: {
    script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
    connect: CLARITY,
    img: CLARITY,
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
  googleAds: {
    script: [TAG_MANAGER, AD_SERVICES, DOUBLECLICK],
    connect: [GOOGLE, AD_SERVICES, DOUBLECLICK],
    img: [GOOGLE, AD_SERVICES, DOUBLECLICK],
    frame: ['https://td.doubleclick.net', TAG_MANAGER],
  },
  turnstile: { script: CLOUDFLARE, frame: CLOUDFLARE, connect: CLOUDFLARE },
  recaptcha: { script: [GOOGLE, 'https://www.gstatic.com'], frame: [GOOGLE], connect: [GOOGLE] },
};

/** The token the API's local captcha provider accepts; sent when no captcha is configured (see apps/api). */
export const LOCAL_CAPTCHA_TEST_TOKEN = 'local-captcha-test-token';

/**
 * Reads the integrations from the environment. Throws with the variable's name on an id that is not of its
 * provider's shape, so a typo fails the start instead of silently tracking nothing.
 */
export function integrationsFromEnv(env: Record<string, string | undefined>): Integrations {
  const tracking: TrackingIds = {};
  for (const [key, { env: name, pattern }] of Object.entries(TRACKER_VARIABLES) as [
    keyof TrackingIds,
    { env: string; pattern: RegExp },
  ][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!pattern.test(value)) throw new Error(`${name} is not a valid id: "${value}"`);
    tracking[key] = value;
  }
  const provider = (env.CAPTCHA_PROVIDER ?? '').trim().toLowerCase() || 'local';
  if (provider !== 'local' && provider !== 'recaptcha' && provider !== 'turnstile')
    throw new Error('CAPTCHA_PROVIDER must be recaptcha, turnstile or local');
  if (provider === 'local') {
    const testToken = env.CAPTCHA_TEST_TOKEN?.trim() || LOCAL_CAPTCHA_TEST_TOKEN;
    return { tracking, captcha: { provider, testToken } };
  }
  const siteKey = env.CAPTCHA_SITE_KEY?.trim();
  if (!siteKey) throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY`);
  return { tracking, captcha: { provider, siteKey } };
}

/** The hosts of the configured services, per CSP directive, without repeats. */
export function cspSourcesOf(integrations: Integrations): Record<Directive, string[]> {
  const sources: Record<Directive, Set<string>> = {
    script: new Set(),
    connect: new Set(),
    img: new Set(),
    frame: new Set(),
  };
  const services = [
    ...(Object.keys(integrations.tracking) as (keyof TrackingIds)[]),
    ...(integrations.captcha.provider === 'local' ? [] : [integrations.captcha.provider]),
  ];
  for (const service of services) {
    const hosts = HOSTS[service];
    for (const directive of ['script', 'connect', 'img', 'frame'] as const) {
      for (const host of hosts[directive] ?? []) sources[directive].add(host);
    }
  }
  return {
    script: [...sources.script],
    connect: [...sources.connect],
    img: [...sources.img],
    frame: [...sources.frame],
  };
}
