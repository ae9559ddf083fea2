// The note offering the page in the visitor's browser language (see LanguageSuggestion.tsx), a file of its own so
// that only the few visitors shown it download it (issue 30).
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Language,
  type Translator,
} from '@fittings/catalog-core';
import * as styles from './LanguageSuggestion.css';

export interface LanguageSuggestionProps {
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
