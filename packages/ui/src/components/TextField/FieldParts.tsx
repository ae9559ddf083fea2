import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import * as styles from './TextField.css';
import type { useField } from './useField';
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

/** A form field's frame: its label, hint and error around the control, which `field` wires to them. */
export function FieldFrame({
  field,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: {
  field: ReturnType<typeof useField>;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
      {children}
    </div>
  );
}
