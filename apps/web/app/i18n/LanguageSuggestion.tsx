// The visitor's language in the browser (see languageChoice.ts), rendered once by the root for every page:
// - the first page of a visit goes to the same page in the language the visitor chose before, if it differs;
// - a click on a link naming its language (the switch, the suggestion) remembers that language;
// - with no choice yet, an English page whose visitor's browser prefers Hindi offers the Hindi page in a small,
//   closable note written in Hindi. Nothing renders on the server: what a crawler reads never depends on it.
import type { Translator } from '@fittings/catalog-core';
import { useEffect, useState, type ComponentType } from 'react';
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
import type { LanguageSuggestionProps } from './SuggestionNote';

export function LanguageChoice() {
  const location = useLocation();
  const language = useLanguage();
  const [suggestion, setSuggestion] = useState<{
    translator: Translator;
    Note: ComponentType<LanguageSuggestionProps>;
  }>();
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
    // The note is written in the suggested language: its texts, and its component (issue 30), load only for the few
    // who are shown it.
    if (suggested) {
      void Promise.all([loadTranslator(suggested), import('./SuggestionNote')]).then(
        ([translator, module]) => {
          if (active) setSuggestion({ translator, Note: module.LanguageSuggestion });
        },
      );
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
  const { translator, Note } = suggestion;
  const target = alternatesOf(path).find((option) => option.code === translator.language);
  if (!target) return null;
  return (
    <Note
      language={translator.language}
      translator={translator}
      href={target.href}
      onDismiss={() => {
        dismissSuggestion();
        setSuggestion(undefined);
      }}
    />
  );
}
