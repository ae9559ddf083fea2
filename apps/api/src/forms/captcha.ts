// Captcha verification behind one small interface: Google reCAPTCHA or Cloudflare Turnstile when configured (both
// answer the same siteverify protocol), otherwise a local provider that accepts one documented test token, so
// development, tests and the site without a captcha key work with no third party.

/**
 * valid: a person; invalid: refused (missing, wrong, expired, a low score); unavailable: the service did not answer;
 * not-checked: the captcha is switched off (CAPTCHA_PROVIDER=none), stored as such so the sales team can tell.
 */
export type CaptchaOutcome = 'valid' | 'invalid' | 'unavailable' | 'not-checked';

export interface CaptchaVerifier {
  readonly provider: 'recaptcha' | 'turnstile' | 'local' | 'none';
  verify(token: string | undefined, remoteIp: string | undefined): Promise<CaptchaOutcome>;
}

/** The token the local provider accepts (the site sends it when no captcha is configured). */
export const LOCAL_CAPTCHA_TEST_TOKEN = 'local-captcha-test-token';

export const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/** Accepts exactly the test token: a stand-in with the same contract as a real provider. */
export function localCaptcha(testToken: string = LOCAL_CAPTCHA_TEST_TOKEN): CaptchaVerifier {
  return {
    provider: 'local',
    verify: async (token) => (token === testToken ? 'valid' : 'invalid'),
  };
}

/** No captcha at all, chosen by name (CAPTCHA_PROVIDER=none): every submission is stored as `not-checked`. */
export const noCaptcha: CaptchaVerifier = {
  provider: 'none',
  verify: async () => 'not-checked',
};

export interface SiteVerifyOptions {
  provider: 'recaptcha' | 'turnstile';
  secret: string;
  /** Another siteverify endpoint (a test double); default the provider's. */
  verifyUrl?: string | undefined;
  /** reCAPTCHA v3 only: scores below this are refused. Default 0.5. */
  minScore?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** reCAPTCHA (v2 or v3) or Turnstile through their siteverify endpoint. */
export function siteVerifyCaptcha(options: SiteVerifyOptions): CaptchaVerifier {
  const url = options.verifyUrl ?? SITEVERIFY_URLS[options.provider];
  const minScore = options.minScore ?? 0.5;
  const send = options.fetch ?? fetch;
  return {
    provider: options.provider,
    async verify(token, remoteIp) {
      if (!token || token.length > 4096) return 'invalid';
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
      try {
        const response = await send(url, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { success?: unknown; score?: unknown };
        if (answer.success !== true) return 'invalid';
        if (typeof answer.score === 'number' && answer.score < minScore) return 'invalid';
        return 'valid';
      } catch {
        return 'unavailable';
      }
    },
  };
}
