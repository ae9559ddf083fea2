// The consent banner's content (spec 7), loaded by SiteTracking only when it has something to ask: a returning
// visitor who has answered, and a site with no tracker configured, never download the banner, its checkboxes and
// its words about each service (issue 30).
import { ConsentBanner, type ConsentChoices } from '@fittings/ui/ConsentBanner';
import { useText } from '@fittings/ui/TextProvider';
import type { TrackingIds } from '../../integrations';
import { configuredCategories, consentCategoryText } from './consentText';

export interface ConsentPromptProps {
  ids: TrackingIds;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (choices: ConsentChoices) => void;
}

export function ConsentPrompt({ ids, onAcceptAll, onRejectAll, onSave }: ConsentPromptProps) {
  const text = useText();
  return (
    <ConsentBanner
      title={text.t('web.consent.title')}
      texts={consentCategoryText(text, ids)}
      categories={configuredCategories(ids)}
      onAcceptAll={onAcceptAll}
      onRejectAll={onRejectAll}
      onSave={onSave}
    >
      {text.t('web.consent.text')}
    </ConsentBanner>
  );
}
