// The words of the tracking choice shared by the consent banner and the cookie settings page.
import type { ConsentCategory } from '@fittings/tracking';
import type { Translator } from '@fittings/catalog-core';

/** Each category's name and what it does, in the translator's language. */
export const consentCategoryText = (
  text: Translator,
): Record<ConsentCategory, { label: string; description: string }> => ({
  analytics: {
    label: text.t('web.cookies.analytics'),
    description: text.t('web.cookies.analyticsText'),
  },
  behaviour: {
    label: text.t('web.cookies.behaviour'),
    description: text.t('web.cookies.behaviourText'),
  },
  advertising: {
    label: text.t('web.cookies.advertising'),
    description: text.t('web.cookies.advertisingText'),
  },
});
