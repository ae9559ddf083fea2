import { useId, useRef, type FormEvent } from 'react';
import { useSearchTerm } from '../../hooks/useSearchTerm';
import { Icon } from '../../icons/Icon';
import { timing } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/utils.css';
import { IconButton } from '../Button/Button';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './SearchField.css';
import { useText } from '../../i18n/TextProvider';

export interface SearchFieldProps {
  /** The term to start with, such as the `term` query of the results page. */
  defaultValue?: string;
  /**
   * A valid term was typed and the wait passed, or Enter was pressed: the app updates the URL and loads results.
   * Never called for a term shorter than 3 characters.
   */
  onSearch: (term: string) => void;
  /** The wait after typing (spec: 1.5 s). */
  debounceMs?: number;
  /** Results are loading: shows a progress bar in the field. */
  loading?: boolean;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  /** Which terms may be searched (see `useSearchTerm`): the spec's 3-character rule by default. */
  isSearchable?: (term: string) => boolean;
}

/**
 * The search box of the results page. Typing a valid term (3 characters or more) starts a 1.5 s wait
 * (`timing.searchDebounceMs`), then calls `onSearch(term)`; Enter searches at once. Shorter terms never search.
 * `defaultValue` prefills it from the `term` query without searching (the page searches at once).
 */
export function SearchField({
  defaultValue = '',
  onSearch,
  debounceMs = timing.searchDebounceMs,
  loading = false,
  label: givenLabel,
  placeholder,
  autoFocus,
  className,
  isSearchable,
}: SearchFieldProps) {
  const text = useText();
  const label = givenLabel ?? text.t('ui.search.label');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { term, setTerm, submit, clear } = useSearchTerm({
    initialTerm: defaultValue,
    debounceMs,
    onSearch,
    onSubmit: onSearch,
    ...(isSearchable ? { isSearchable } : {}),
  });
  const onSubmitForm = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form
      role="search"
      aria-label={label}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={onSubmitForm}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <Icon name="search" className={styles.icon} />
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder ?? text.t('core.search.placeholder')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {loading ? (
        <ProgressBar className={styles.busy} label={text.t('ui.search.searching')} />
      ) : null}
      {term ? (
        <IconButton
          icon="close"
          label={text.t('ui.search.clear')}
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </form>
  );
}
