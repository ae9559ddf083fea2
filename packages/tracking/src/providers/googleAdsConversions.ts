import {
  isConversionUrl,
  type ConversionRule,
  DEFAULT_CONVERSION_RULES,
} from '../conversions/rules';
import { installGtag, updateGtagConsent, type Gtag } from './googleTag';
import { hasId, type TrackingProvider } from './types';

export interface GoogleAdsConversionsOptions {
  /** The conversion target, `AW-<id>/<label>`. Without one the provider is off. */
  sendTo: string | undefined;
  /** The URLs that count as a conversion. Default {@link DEFAULT_CONVERSION_RULES}. */
  rules?: readonly ConversionRule[];
}

/**
 * Advertising conversions through Google Ads, in the `advertising` category: a `conversion` event
 * on each page view whose URL matches a rule (by default `/kitchen`, `bathroom/collections`,
 * `type=showerheads`, `type=handshowers`, `utm_medium=Basin`).
 *
 * @example
 * createTracker({ providers: [googleAdsConversions({ sendTo: env.ADS_CONVERSION })] });
 */
export function googleAdsConversions(
  options: GoogleAdsConversionsOptions,
): TrackingProvider | null {
  const { sendTo, rules = DEFAULT_CONVERSION_RULES } = options;
  if (!hasId(sendTo)) return null;
  const tagId = sendTo.split('/')[0] ?? sendTo;
  let gtag: Gtag | undefined;
  return {
    id: 'google-ads-conversions',
    category: 'advertising',
    load(context) {
      gtag = installGtag(context, tagId);
    },
    pageView(page) {
      if (isConversionUrl(page.url, rules)) gtag?.('event', 'conversion', { send_to: sendTo });
    },
    consentChanged(consent) {
      if (gtag) updateGtagConsent(gtag, consent);
    },
  };
}
