// Ids and ARIA wiring shared by the form fields: the hint and the error describe the control.
import { useId } from 'react';

export function useField({ id, hint, error }: { id?: string; hint?: unknown; error?: unknown }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: error ? true : undefined,
  };
}
