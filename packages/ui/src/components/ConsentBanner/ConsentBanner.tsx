import { useId, useState, type ReactNode } from 'react';
import { container } from '../../theme/utils.css';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import * as styles from './ConsentBanner.css';
import { useText } from '../../i18n/TextProvider';

/** The tracking categories a visitor can allow, as `@fittings/tracking` names them. */
export const consentCategories = ['analytics', 'behaviour', 'advertising'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Saves the per-category choices. */
  onSave: (choices: ConsentChoices) => void;
  /** The choices to start from when the visitor opens the per-category settings. */
  initialChoices?: Partial<ConsentChoices>;
  title?: string;
  /** The explanation; include a link to the privacy policy. */
  children?: ReactNode;
  /** Overrides the label and description of a category. */
  texts?: Partial<Record<ConsentCategory, { label: string; description: string }>>;
  /** Opens with the per-category choices shown. */
  defaultExpanded?: boolean;
  /** The categories to offer: those with a service configured (all three unless given). */
  categories?: readonly ConsentCategory[];
}

/**
 * The cookie consent banner, which asks before any tracker runs: Accept all, Reject all, or Choose per category
 * (analytics, behaviour, advertising, the categories of `@fittings/tracking`). `onSave` receives
 * `{ analytics, behaviour, advertising }`. The app shows it until the visitor has chosen.
 */
export function ConsentBanner({
  onAcceptAll,
  onRejectAll,
  onSave,
  initialChoices,
  title,
  children,
  texts,
  defaultExpanded = false,
  categories = consentCategories,
}: ConsentBannerProps) {
  const words = useText();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [choices, setChoices] = useState<ConsentChoices>({
    analytics: false,
    behaviour: false,
    advertising: false,
    ...initialChoices,
  });
  const titleId = useId();
  const choicesId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={[container, styles.inner].join(' ')}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title ?? words.t('ui.consentBanner.title')}
          </h2>
          {children === undefined ? (
            <p className={styles.text}>{words.t('ui.consentBanner.text')}</p>
          ) : typeof children === 'string' ? (
            <p className={styles.text}>{children}</p>
          ) : (
            children
          )}
        </div>
        <div className={styles.actions}>
          <Button
            tone="ghost"
            aria-expanded={expanded}
            aria-controls={choicesId}
            onClick={() => setExpanded(!expanded)}
          >
            {words.t('ui.consentBanner.choose')}
          </Button>
          <Button tone="secondary" onClick={onRejectAll}>
            {words.t('ui.consentBanner.rejectAll')}
          </Button>
          <Button tone="primary" onClick={onAcceptAll}>
            {words.t('ui.consentBanner.acceptAll')}
          </Button>
        </div>
        <fieldset id={choicesId} className={styles.choices} hidden={!expanded}>
          <legend className={styles.legend}>{words.t('ui.consentBanner.legend')}</legend>
          {consentCategories
            .filter((category) => categories.includes(category))
            .map((category) => {
              const text = texts?.[category] ?? {
                label: words.t(`ui.consentBanner.${category}.label`),
                description: words.t(`ui.consentBanner.${category}.description`),
              };
              return (
                <Checkbox
                  key={category}
                  label={text.label}
                  description={text.description}
                  checked={choices[category]}
                  onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
                />
              );
            })}
          <Button tone="secondary" onClick={() => onSave(choices)}>
            {words.t('ui.consentBanner.save')}
          </Button>
        </fieldset>
      </div>
    </section>
  );
}
