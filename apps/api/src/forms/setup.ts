// Turns the forms settings read from the environment into the adapters the app runs with.
import type { FormsConfig } from '../config';
import type { TrustProxy } from '../http/client-ip';
import { localCaptcha, noCaptcha, siteVerifyCaptcha, type CaptchaVerifier } from './captcha';
import { outboxOnly, smtpTransport, type MailTransport } from './mail';

/** What the form endpoints run with; every part has a safe default (see createApp). */
export interface FormsSetup {
  captcha?: CaptchaVerifier;
  mailTransport?: MailTransport;
  mailFrom?: string;
  notifyTo?: string;
  /** Requests per client per window on POST endpoints; max 0 turns the limit off. Default 10 a minute. */
  rateLimit?: { max: number; windowMs: number };
  /** Requests per client per window on GET /get/product-sheets (print and PDF); max 0 turns it off. Default 30. */
  sheetRateLimit?: { max: number; windowMs: number };
  /** Whose X-Forwarded-For is believed. Default: loopback peers (the site's own web server). */
  trustProxy?: TrustProxy;
  duplicateWindowMs?: number;
  /**
   * How the outbox is retried while the API runs: a pass every `intervalMs` (default 30 s) sends the rows due; a
   * failed mail waits `backoffMs` (default 1 minute), doubled after each failure, up to 5 tries.
   */
  mailRetry?: { intervalMs?: number; backoffMs?: number };
}

export function formsFromConfig(config: FormsConfig): FormsSetup {
  const { captcha } = config;
  return {
    captcha:
      captcha.provider === 'none'
        ? noCaptcha
        : captcha.provider === 'local'
          ? localCaptcha(captcha.testToken)
          : siteVerifyCaptcha({
              provider: captcha.provider,
              secret: captcha.secret,
              verifyUrl: captcha.verifyUrl,
              minScore: captcha.minScore,
            }),
    mailTransport: config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxOnly,
    mailFrom: config.mailFrom,
    notifyTo: config.notifyTo,
    rateLimit: { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs },
    sheetRateLimit: { max: config.sheetRateLimitMax, windowMs: config.rateLimitWindowMs },
    trustProxy: config.trustProxy,
    duplicateWindowMs: config.duplicateWindowMs,
  };
}
