import {
  SEARCH_DIALOG_LIMIT,
  nameSegments,
  productPath,
  type ProductSummary,
} from '@fittings/catalog-core';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/useModalDialog';
import { useSearchTerm } from '../../hooks/useSearchTerm';
import { Icon } from '../../icons/Icon';
import { timing } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/utils.css';
import { ButtonLink, IconButton } from '../Button/Button';
import { Link } from '../Link/Link';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { MarkedName } from '../MarkedName/MarkedName';
import * as styles from './SearchDialog.css';
import { useText } from '../../i18n/TextProvider';

/** The results page of a term (spec 2.3): `/search-results?term={term}`. */
export function searchResultsPath(term: string): string {
  return `/search-results?term=${encodeURIComponent(term)}`;
}

export interface SearchDialogProps {
  open: boolean;
  /** Close the dialog: the close button, Escape, the backdrop, or a chosen result. */
  onClose: () => void;
  /** A valid term was typed and the wait passed: the app loads the previews. */
  onSearch: (term: string) => void;
  /** Enter was pressed with a valid term: the app goes to the results page. */
  onSubmit: (term: string) => void;
  /** The previews of the last search; at most {@link SEARCH_DIALOG_LIMIT} are shown. */
  results: readonly ProductSummary[];
  /** A search is running: shows the progress bar. */
  loading?: boolean;
  /** The wait after typing; the app passes its shared setting. */
  debounceMs?: number;
  viewAllHref?: (term: string) => string;
  productHref?: (product: ProductSummary) => string;
  /** A preview was chosen (for tracking); the dialog closes. */
  onResultSelect?: (product: ProductSummary) => void;
  limit?: number;
  placeholder?: string;
  label?: string;
  /** The line shown before any results. */
  hint?: string;
  /** Which terms may be searched (see `useSearchTerm`): the spec's 3-character rule by default. */
  isSearchable?: (term: string) => boolean;
  /**
   * What follows "No products match" when a search found nothing, so that it is not a dead end: the app's
   * suggestions (another spelling, the nearest categories). `searchFor` puts a term in the box and searches it at
   * once, keeping the focus in the box.
   */
  renderNoMatch?: (term: string, searchFor: (term: string) => void) => ReactNode;
}

/**
 * The search dialog opened from the navigation search button: a search box with clear and close buttons, a progress bar
 * while loading, at most 3 product previews and a "view all products" link. Modal (native `<dialog>`): focus starts in
 * the box and stays inside, Escape or the close button closes it, and focus returns to the opener. Sized by the
 * contract: `searchDialogMaxWidth` 888 px, `searchDialogWidth` 90vw, `searchDialogMaxHeight` 85vh, `searchDialogTop` 70
 * px. The app runs the search in `onSearch` and passes `loading` and `results`; Enter with a valid term calls
 * `onSubmit`.
 */
export function SearchDialog({
  open,
  onClose,
  onSearch,
  onSubmit,
  results,
  loading = false,
  debounceMs = timing.searchDebounceMs,
  viewAllHref = searchResultsPath,
  productHref = (product) => productPath(product.url || product.model),
  onResultSelect,
  limit = SEARCH_DIALOG_LIMIT,
  placeholder: givenPlaceholder,
  label: givenLabel,
  hint: givenHint,
  isSearchable,
  renderNoMatch,
}: SearchDialogProps) {
  const text = useText();
  const placeholder = givenPlaceholder ?? text.t('core.search.placeholder');
  const label = givenLabel ?? text.t('ui.search.label');
  const hint = givenHint ?? text.t('ui.searchDialog.hint');
  const ref = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={styles.dialog}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <SearchDialogContent
          onClose={onClose}
          onSearch={onSearch}
          onSubmit={onSubmit}
          results={results}
          loading={loading}
          debounceMs={debounceMs}
          viewAllHref={viewAllHref}
          productHref={productHref}
          onResultSelect={onResultSelect}
          limit={limit}
          placeholder={placeholder}
          label={label}
          hint={hint}
          {...(isSearchable ? { isSearchable } : {})}
          {...(renderNoMatch ? { renderNoMatch } : {})}
        />
      ) : null}
    </dialog>
  );
}

type ContentProps = Omit<SearchDialogProps, 'open'> &
  Required<
    Pick<
      SearchDialogProps,
      'viewAllHref' | 'productHref' | 'limit' | 'placeholder' | 'label' | 'debounceMs' | 'hint'
    >
  >;

// Mounted only while open, so every opening starts idle with an empty box.
function SearchDialogContent({
  onClose,
  onSearch,
  onSubmit,
  results,
  loading,
  debounceMs,
  viewAllHref,
  productHref,
  onResultSelect,
  limit,
  placeholder,
  label,
  hint,
  isSearchable,
  renderNoMatch,
}: ContentProps) {
  const text = useText();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const resultsId = useId();
  // The term whose results the app is showing: previews never belong to a term still being typed.
  const [searchedTerm, setSearchedTerm] = useState<string | null>(null);
  const { term, setTerm, touched, valid, submit, clear, searchNow } = useSearchTerm({
    debounceMs,
    ...(isSearchable ? { isSearchable } : {}),
    onSearch: (next) => {
      setSearchedTerm(next);
      onSearch(next);
    },
    onSubmit,
  });
  const searchFor = (next: string) => {
    // The chosen suggestion's button leaves the screen with the old answer: the box keeps the focus.
    inputRef.current?.focus();
    searchNow(next);
  };
  const trimmed = term.trim();
  const showResults = touched && valid && !loading && searchedTerm === trimmed;
  const shown = results.slice(0, limit);

  const onSubmitForm = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <>
      <form role="search" className={styles.form} onSubmit={onSubmitForm}>
        <Icon name="search" className={styles.icon} />
        <label htmlFor={inputId} className={visuallyHidden}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          data-autofocus
          placeholder={placeholder}
          value={term}
          aria-describedby={resultsId}
          onChange={(event) => setTerm(event.target.value)}
        />
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
        <IconButton icon="close" label={text.t('ui.searchDialog.close')} onClick={onClose} />
      </form>
      {loading ? (
        <ProgressBar className={styles.progress} label={text.t('ui.searchDialog.searching')} />
      ) : null}
      <div className={styles.body} id={resultsId} aria-live="polite">
        {showResults && shown.length > 0 ? (
          <>
            <h2 className={styles.heading}>{text.t('ui.searchDialog.products')}</h2>
            <ul className={styles.results}>
              {shown.map((product) => (
                <li key={product.model}>
                  <Link
                    href={productHref(product)}
                    variant="bare"
                    className={styles.result}
                    onClick={() => {
                      onResultSelect?.(product);
                      onClose();
                    }}
                  >
                    <img
                      className={styles.resultImage}
                      src={product.image}
                      alt=""
                      decoding="async"
                    />
                    <span className={styles.resultText}>
                      <MarkedName
                        className={styles.resultName}
                        segments={nameSegments(product.name)}
                      />
                      {/* The model line as on a card: a model number, said whole. */}
                      <span className={styles.resultMeta} translate="no">
                        {text.t('ui.productCard.model', { model: product.model })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className={styles.footer}>
              <ButtonLink href={viewAllHref(trimmed)} tone="secondary" onClick={onClose}>
                {text.t('ui.searchDialog.viewAll')}
              </ButtonLink>
            </div>
          </>
        ) : null}
        {showResults && shown.length === 0 ? (
          <>
            <p className={styles.hint}>{text.t('ui.searchDialog.noMatch', { term: trimmed })}</p>
            {renderNoMatch?.(trimmed, searchFor)}
          </>
        ) : null}
        {!showResults && !loading ? <p className={styles.hint}>{hint}</p> : null}
      </div>
    </>
  );
}
