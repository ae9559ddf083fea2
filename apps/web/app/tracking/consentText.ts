// The words of the tracking choice shared by the consent banner and the cookie settings page: only the categories
// with a service configured, each naming only its configured services.
import type { ConsentCategory } from '@fittings/tracking';
import type { Translator } from '@fittings/catalog-core';
import type { TrackingIds } from '../../integrations';

/** Each tracker's category and the name a visitor knows it by (a brand name, the same in every language). */
const SERVICES: Record<keyof TrackingIds, { category: ConsentCategory; name: string }> = {
  googleAnalytics: { category: 'analytics', name: 'Google Analytics' },
  googleTagManager: { category: 'analytics', name: 'Google Tag Manager' },
  microsoftClarity: { category: 'behaviour', name: 'Microsoft Clarity' },
  metaPixel: { category: 'advertising', name: 'Meta Pixel' },
  googleAds: { category: 'advertising', name: 'Google Ads' },
};

const CATEGORIES: readonly ConsentCategory[] = ['analytics', 'behaviour', 'advertising'];

/** The names of the configured services of one category, in a fixed order. */
function servicesOf(ids: TrackingIds, category: ConsentCategory): string[] {
  return (Object.keys(SERVICES) as (keyof TrackingIds)[])
    .filter((key) => ids[key] && SERVICES[key].category === category)
    .map((key) => SERVICES[key].name);
}

/** The categories that have at least one configured service: the only ones worth asking about. */
export const configuredCategories = (ids: TrackingIds): ConsentCategory[] =>
  CATEGORIES.filter((category) => servicesOf(ids, category).length > 0);

/** Each category's name and what it does, naming its configured services, in the translator's language. */
export const consentCategoryText = (
  text: Translator,
  ids: TrackingIds,
): Record<ConsentCategory, { label: string; description: string }> => {
  const services = (category: ConsentCategory) => servicesOf(ids, category).join(', ');
  return {
    analytics: {
      label: text.t('web.cookies.analytics'),
      description: text.t('web.cookies.analyticsText', { services: services('analytics') }),
    },
    behaviour: {
      label: text.t('web.cookies.behaviour'),
      description: text.t('web.cookies.behaviourText', { services: services('behaviour') }),
    },
    advertising: {
      label: text.t('web.cookies.advertising'),
      description: text.t('web.cookies.advertisingText', { services: services('advertising') }),
    },
  };
};
