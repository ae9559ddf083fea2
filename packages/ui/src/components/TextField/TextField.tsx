import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldLabel, FieldMessages } from './FieldParts';
import * as styles from './TextField.css';
import { useField } from './useField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error message; marks the input invalid and describes it. */
  error?: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with an optional hint and error message. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const field = useField({ id, hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
      <input
        id={field.controlId}
        type={type}
        className={styles.control}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid}
        {...rest}
      />
    </div>
  );
}
