import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages } from '../TextField/FieldParts';
import * as styles from '../TextField/TextField.css';
import { useField } from '../TextField/useField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option such as "Choose a city". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select in the brand's style. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  className,
  ...rest
}: SelectProps) {
  const field = useField({ id, hint, error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} optional={optional}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
      <select
        id={field.controlId}
        className={[styles.control, styles.select].join(' ')}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
