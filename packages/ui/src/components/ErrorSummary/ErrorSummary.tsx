import { useEffect, useRef, type MouseEvent } from 'react';
import { Icon } from '../../icons/Icon';
import * as styles from './ErrorSummary.css';
import { useText } from '../../i18n/TextProvider';

export interface FieldError {
  /** The id of the field's control, which the link focuses. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  title?: string;
  /** Moves focus to the summary when it appears, so the visitor hears it first. */
  focusOnMount?: boolean;
  /**
   * Any value that changes with each attempt (the form's last answer): the summary takes focus again when it does,
   * so a second invalid submit lands on the summary too rather than staying on the button.
   */
  focusKey?: unknown;
}

/**
 * The form-level error summary shown after a failed submit: it takes focus, is announced as an alert, and lists each
 * error as a link to its field.
 */
export function ErrorSummary({ errors, title, focusOnMount = true, focusKey }: ErrorSummaryProps) {
  const text = useText();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (focusOnMount && hasErrors) ref.current?.focus();
  }, [focusOnMount, hasErrors, focusKey]);
  if (!hasErrors) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.root}>
      <h2 className={styles.title}>
        <Icon name="alert" />
        {title ?? text.t('ui.errorSummary.title')}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => goTo(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
