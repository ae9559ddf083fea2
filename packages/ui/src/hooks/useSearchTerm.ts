// The search term rules shared by the search field and the search dialog (spec sections 4 and 5): typing waits,
// then searches; only a valid term (at least 3 characters, or the app's own rule) that the visitor edited is ever
// searched or submitted.
import { isValidSearchTerm } from '@fittings/catalog-core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseSearchTermOptions {
  initialTerm?: string;
  debounceMs: number;
  onSearch?: (term: string) => void;
  onSubmit?: (term: string) => void;
  /**
   * Which terms may be searched: the spec's 3-character rule by default. An app searching other languages passes its
   * own, such as catalog-core's `isSearchableTerm`, which also lets two-letter Hindi words like नल through (kept out
   * of this package so its pages do not carry the search vocabulary).
   */
  isSearchable?: (term: string) => boolean;
}

export function useSearchTerm({
  initialTerm = '',
  debounceMs,
  onSearch,
  onSubmit,
  isSearchable = isValidSearchTerm,
}: UseSearchTermOptions) {
  const [term, setTermState] = useState(initialTerm);
  const [touched, setTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onSearch, onSubmit });
  useEffect(() => {
    callbacks.current = { onSearch, onSubmit };
  }, [onSearch, onSubmit]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setTerm = useCallback(
    (next: string) => {
      setTermState(next);
      setTouched(true);
      clearTimeout(timer.current);
      if (isSearchable(next)) {
        const trimmed = next.trim();
        timer.current = setTimeout(() => callbacks.current.onSearch?.(trimmed), debounceMs);
      }
    },
    [debounceMs, isSearchable],
  );

  /** Enter: searches at once when the term is valid; returns whether it did. */
  const submit = useCallback(() => {
    clearTimeout(timer.current);
    if (!isSearchable(term)) {
      setTouched(true);
      return false;
    }
    callbacks.current.onSubmit?.(term.trim());
    return true;
  }, [term, isSearchable]);

  /** Puts a term in the box and searches it at once, without the wait (a suggestion the visitor chose). */
  const searchNow = useCallback((next: string) => {
    clearTimeout(timer.current);
    setTermState(next);
    setTouched(true);
    callbacks.current.onSearch?.(next.trim());
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setTermState('');
    setTouched(false);
  }, []);

  return { term, setTerm, touched, valid: isSearchable(term), submit, clear, searchNow };
}
