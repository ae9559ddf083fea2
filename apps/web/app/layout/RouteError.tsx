// What a page shows when its loader fails: the not-found page for a 404 (spec 2.1), the generic message of the
// error catalogue (spec 8) for anything else.
import { MIN_SEARCH_TERM_LENGTH } from '@fittings/catalog-core';
import { Button, ButtonLink } from '@fittings/ui/Button';
import { NotFound } from '@fittings/ui/NotFound';
import { useText } from '@fittings/ui/TextProvider';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useLocalize } from '../i18n/useLanguage';
import { SEARCH_PROMPT_SHORT, searchResultsHref } from '../search/search';
import * as styles from './RouteError.css';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const text = useText();
  const localize = useLocalize();
  const location = useLocation();
  if (isOffline(error)) {
    // A move that needed the network without one (issue 39): the offline page's words in the page's language, and
    // "Try again" as a page load of the address asked for; any later tap works once the signal returns.
    return (
      <div className={styles.page}>
        <section className={styles.error}>
          <h1 className={styles.title}>{text.t('web.offline.title')}</h1>
          <p>{text.t('web.offline.lead')}</p>
          <Button
            type="button"
            tone="secondary"
            onClick={() => window.location.assign(location.pathname + location.search)}
          >
            {text.t('web.offline.tryAgain')}
          </Button>
        </section>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className={styles.page}>
        <NotFound
          message={text.t('core.notFound.message')}
          homeLabel={text.t('web.error.backHome')}
        >
          <form
            role="search"
            className={styles.search}
            action={localize('/search-results')}
            onSubmit={(event) => {
              event.preventDefault();
              const term = new FormData(event.currentTarget).get('term');
              if (typeof term === 'string' && term.trim())
                navigate(localize(searchResultsHref(term)));
            }}
          >
            <label htmlFor="not-found-search" className={styles.label}>
              {text.t(SEARCH_PROMPT_SHORT)}
            </label>
            <input
              id="not-found-search"
              name="term"
              type="search"
              minLength={MIN_SEARCH_TERM_LENGTH}
              required
              placeholder={text.t('core.search.placeholder')}
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
        <h1 className={styles.title}>{text.t('core.error.generic')}</h1>
        <p>{refusalMessage(error) ?? text.t('web.error.tryAgain')}</p>
        <ButtonLink href="/" tone="secondary">
          {text.t('web.error.backHome')}
        </ButtonLink>
      </section>
    </div>
  );
}

/** Whether a failure is the network's: the browser says it is offline, or a request never got an answer. */
function isOffline(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** The message a loader threw with its refusal (`data({ message }, 429)`), already in the page's language. */
function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}
