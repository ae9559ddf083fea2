import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import * as styles from './TextField.css';
import { useText } from '../../i18n/TextProvider';

export function FieldLabel({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  const text = useText();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {optional ? <span className={styles.optional}>{text.t('ui.field.optional')}</span> : null}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="1.1em" />
          {error}
        </p>
      ) : null}
    </>
  );
}
