import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from '../TextField/useField';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox in the brand style, with an optional description and error. */
export function Checkbox({ label, description, error, id, className, ...rest }: CheckboxProps) {
  const field = useField({ id, hint: description, error });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <input
        id={field.controlId}
        type="checkbox"
        className={styles.input}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid}
        {...rest}
      />
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={field.hintId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
