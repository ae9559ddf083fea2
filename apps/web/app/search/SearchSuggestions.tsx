// What a search that found nothing offers instead (issue 27: nothing found is never a dead end): the API's
// "did you mean" (the term in the catalogue's own words) and the nearest categories, on the results page and in the
// search dialog.
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { useId } from 'react';
import { searchResultsHref } from './search';
import * as styles from './SearchSuggestions.css';

export interface NearestCategory {
  area: 'bathroom' | 'kitchen';
  category: string;
  title: string;
}

/** The part of a search answer that helps when nothing was found. */
export interface SearchHelp {
  didYouMean?: readonly string[] | undefined;
  categories?: readonly NearestCategory[] | undefined;
}

export interface SearchSuggestionsProps {
  help: SearchHelp;
  /** Runs the suggested search in place (the dialog); without it the suggestion links to the results page. */
  onSuggest?: (term: string) => void;
  /** A category link was followed (the dialog closes). */
  onFollow?: () => void;
  className?: string;
}

export function categoryHref({ area, category }: NearestCategory): string {
  return `/filter/${area}?category=${encodeURIComponent(category)}`;
}

export function SearchSuggestions({
  help,
  onSuggest,
  onFollow,
  className,
}: SearchSuggestionsProps) {
  const text = useText();
  const headingId = useId();
  const suggestion = help.didYouMean?.[0];
  const categories = help.categories ?? [];
  if (!suggestion && categories.length === 0) return null;
  return (
    <div className={[styles.suggestions, className].filter(Boolean).join(' ')}>
      {suggestion ? (
        <p className={styles.didYouMean}>
          {text.t('web.search.didYouMean')}{' '}
          {onSuggest ? (
            <button
              type="button"
              className={styles.suggestion}
              aria-label={text.t('web.search.searchFor', { term: suggestion })}
              onClick={() => onSuggest(suggestion)}
            >
              {suggestion}
            </button>
          ) : (
            <Link
              href={searchResultsHref(suggestion)}
              variant="inline"
              aria-label={text.t('web.search.searchFor', { term: suggestion })}
            >
              {suggestion}
            </Link>
          )}
          ?
        </p>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-labelledby={headingId}>
          <p id={headingId} className={styles.heading}>
            {text.t('web.search.nearestCategories')}
          </p>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={`${category.area}/${category.category}`}>
                <Link href={categoryHref(category)} variant="standalone" onClick={onFollow}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
