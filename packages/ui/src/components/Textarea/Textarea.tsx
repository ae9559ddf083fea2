import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages } from '../TextField/FieldParts';
import * as styles from '../TextField/TextField.css';
import { useField } from '../TextField/useField';

export interface TextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with an optional hint and error message. */
export function Textarea({
  label,
  hint,
  error,
  optional,
  id,
  className,
  rows = 5,
  ...rest
}: TextareaProps) {
  const field = useField({ id, hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
      <textarea
        id={field.controlId}
        rows={rows}
        className={[styles.control, styles.textarea].join(' ')}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid}
        {...rest}
      />
    </div>
  );
}
