// What a page shows when its loader fails: the not-found page for a 404 (spec 2.1), the generic message of the
// error catalogue (spec 8) for anything else.
import {
  GENERIC_ERROR_MESSAGE,
  MIN_SEARCH_TERM_LENGTH,
  SEARCH_PLACEHOLDER,
} from '@fittings/catalog-core';
import { ButtonLink, NotFound } from '@fittings/ui';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { SEARCH_PROMPT_SHORT, searchResultsHref } from '../search/search';
import * as styles from './RouteError.css';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className={styles.page}>
        <NotFound>
          <form
            role="search"
            className={styles.search}
            action="/search-results"
            onSubmit={(event) => {
              event.preventDefault();
              const term = new FormData(event.currentTarget).get('term');
              if (typeof term === 'string' && term.trim()) navigate(searchResultsHref(term));
            }}
          >
            <label htmlFor="not-found-search" className={styles.label}>
              {SEARCH_PROMPT_SHORT}
            </label>
            <input
              id="not-found-search"
              name="term"
              type="search"
              minLength={MIN_SEARCH_TERM_LENGTH}
              required
              placeholder={SEARCH_PLACEHOLDER}
              className={styles.input}
            />
          </form>
        </NotFound>
      </div>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={styles.page}>
      <section className={styles.error}>
        <h1 className={styles.title}>{GENERIC_ERROR_MESSAGE}</h1>
        <p>Please try again in a moment.</p>
        <ButtonLink href="/" tone="secondary">
          Back to home
        </ButtonLink>
      </section>
    </div>
  );
}
