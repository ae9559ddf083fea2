// The visitor's language in the browser (see languageChoice.ts), rendered once by the root for every page:
// - the first page of a visit goes to the same page in the language the visitor chose before, if it differs;
// - a click on a link naming its language (the switch, the suggestion) remembers that language;
// - with no choice yet, an English page whose visitor's browser prefers Hindi offers the Hindi page in a small,
//   closable note written in Hindi. Nothing renders on the server: what a crawler reads never depends on it.
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Language,
  type Translator,
} from '@fittings/catalog-core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  alternatesOf,
  choiceRedirect,
  chosenByLink,
  dismissSuggestion,
  rememberLanguage,
  startVisit,
  storedLanguage,
  suggestedLanguage,
  suggestionDismissed,
} from './languageChoice';
import { loadTranslator } from './translators';
import { useLanguage } from './useLanguage';
import * as styles from './LanguageSuggestion.css';

export function LanguageChoice() {
  const location = useLocation();
  const language = useLanguage();
  const [suggestion, setSuggestion] = useState<Translator>();
  const path = `${location.pathname}${location.search}${location.hash}`;

  // Once per page load: the language switch is a full page load, so this runs on every change of language.
  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const target = choiceRedirect(here, storedLanguage(), startVisit());
    if (target) {
      // replace: Back goes to where the visitor came from, not to the page in the language they left.
      window.location.replace(target);
      return;
    }
    const suggested = suggestedLanguage({
      language,
      chosen: storedLanguage(),
      dismissed: suggestionDismissed(),
      browserPreferences: navigator.languages ?? [navigator.language],
    });
    let active = true;
    // The note is written in the suggested language: its texts load only for the few who are shown it.
    if (suggested) {
      void loadTranslator(suggested).then((translator) => {
        if (active) setSuggestion(translator);
      });
    }
    return () => {
      active = false;
    };
    // The page's language never changes without a page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[hreflang]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const chosen = chosenByLink(link, window.location.origin);
      if (chosen) rememberLanguage(chosen);
    };
    // Capture: remembered before the page unloads, whatever a handler below does with the event.
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);

  if (!suggestion) return null;
  const target = alternatesOf(path).find((option) => option.code === suggestion.language);
  if (!target) return null;
  return (
    <LanguageSuggestion
      language={suggestion.language}
      translator={suggestion}
      href={target.href}
      onDismiss={() => {
        dismissSuggestion();
        setSuggestion(undefined);
      }}
    />
  );
}

interface LanguageSuggestionProps {
  language: Language;
  /** The suggested language's words. */
  translator: Translator;
  href: string;
  onDismiss: () => void;
}

/** "This page is also available in हिन्दी", in that language, with a link to it and a close button. */
export function LanguageSuggestion({
  language,
  translator,
  href,
  onDismiss,
}: LanguageSuggestionProps) {
  const name = LANGUAGE_NAMES[language];
  return (
    <section
      className={styles.suggestion}
      lang={LANGUAGE_TAGS[language]}
      aria-label={translator.t('web.languageSuggestion.label')}
    >
      <p className={styles.text} role="status">
        {translator.t('web.languageSuggestion.available', { language: name })}{' '}
        <a className={styles.link} href={href} hrefLang={LANGUAGE_TAGS[language]}>
          {translator.t('web.languageSuggestion.open', { language: name })}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={translator.t('web.languageSuggestion.dismiss')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
