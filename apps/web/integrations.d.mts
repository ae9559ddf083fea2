// Types of integrations.mjs (plain JavaScript, read by the edge and the app alike).

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

export declare const TRACKER_VARIABLES: Record<keyof TrackingIds, { env: string; pattern: RegExp }>;
export declare const LOCAL_CAPTCHA_TEST_TOKEN: string;
export declare function integrationsFromEnv(env: Record<string, string | undefined>): Integrations;
export declare function cspSourcesOf(integrations: Integrations): {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
};
