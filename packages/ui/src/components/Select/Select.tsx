import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../TextField/FieldParts';
import * as styles from '../TextField/TextField.css';
import { useFieldFrame } from '../TextField/useField';

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
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { frame, control, rest } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <select className={[styles.control, styles.select].join(' ')} {...control} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
