// Ids and ARIA wiring shared by the form fields: the hint and the error describe the control.
import { useId, type ReactNode } from 'react';

export function useField({ id, hint, error }: { id?: string; hint?: unknown; error?: unknown }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy,
    invalid,
    /** The control's id and ARIA wiring, to spread on the input, textarea or select. */
    controlProps: { id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid },
  };
}

/** What every form field takes besides its control's own attributes. */
export interface FieldOwnProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  id?: string;
  className?: string;
}

/** Splits a field's props: the frame's (label, hint, error), the control's wiring, and the control's own rest. */
export function useFieldFrame<P extends FieldOwnProps>({
  label,
  hint,
  error,
  optional,
  id,
  className,
  ...rest
}: P) {
  const field = useField({ id, hint, error });
  return {
    frame: { field, label, hint, error, optional, className },
    control: field.controlProps,
    rest,
  };
}
