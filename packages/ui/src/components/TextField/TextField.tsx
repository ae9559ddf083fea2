import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldParts';
import * as styles from './TextField.css';
import { useFieldFrame } from './useField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error message; marks the input invalid and describes it. */
  error?: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; `hint` and `error` describe it (`aria-describedby`), and `error` marks it invalid. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { frame, control, rest } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <input type={type} className={styles.control} {...control} {...rest} />
    </FieldFrame>
  );
}
