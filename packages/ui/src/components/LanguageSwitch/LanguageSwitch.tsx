import { useText } from '../../i18n/TextProvider';
import * as styles from './LanguageSwitch.css';

/** One language the page exists in. */
export interface LanguageOption {
  /** The language's code (`en`, `hi`). */
  code: string;
  /** The language's name in that language, as its readers look for it ("English", "हिन्दी"). */
  name: string;
  /** The same page in that language. */
  href: string;
  /** The BCP 47 tag for `hrefLang` and `lang` (`hi-IN`); the code by default. */
  tag?: string;
  /** The page's own language: marked `aria-current`. */
  current?: boolean;
}

export interface LanguageSwitchProps {
  /** Every language of the page, the current one included, in the order to show them. */
  languages: readonly LanguageOption[];
  /** The accessible name of the switch; "Language" in the page's language by default. */
  label?: string;
  className?: string;
}

/**
 * Links to the same page in each language, for the `languageSwitch` slot of `Toolbar` and `SideMenu`
 * (`sideMenuLanguageSwitch` of `NavBar`); the current one is marked `aria-current`. Each is a plain anchor, never the
 * app's router link: another language is another document (its `lang`, its texts, its catalogues), so the switch is a
 * full page load. Each link carries `hrefLang` and its own `lang`, so a screen reader says "हिन्दी" in Hindi on an
 * English page.
 */
export function LanguageSwitch({ languages, label, className }: LanguageSwitchProps) {
  const text = useText();
  if (languages.length < 2) return null;
  return (
    <nav
      aria-label={label ?? text.t('ui.languageSwitch.label')}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language.code} className={styles.item}>
            <a
              href={language.href}
              hrefLang={language.tag ?? language.code}
              lang={language.tag ?? language.code}
              aria-current={language.current ? 'true' : undefined}
              className={styles.link}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
