import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../TextField/FieldParts';
import * as styles from '../TextField/TextField.css';
import { useFieldFrame } from '../TextField/useField';

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
export function Textarea({ rows = 5, ...props }: TextareaProps) {
  const { frame, control, rest } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        rows={rows}
        className={[styles.control, styles.textarea].join(' ')}
        {...control}
        {...rest}
      />
    </FieldFrame>
  );
}
