// The search dialog of the navigation, wired to the API: each search cancels the one still running and asks for the
// three best card summaries (ranked by the API with the shared rules), Enter with a valid term opens the results page.
import type { ProductSummary } from '@fittings/catalog-core';
import { SearchDialog } from '@fittings/ui/SearchDialog';
import { useText } from '@fittings/ui/TextProvider';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../api/browserApi';
import { useLocalize } from '../i18n/useLanguage';
import { track } from '../tracking/siteTracker';
import { DIALOG_PREVIEWS, SEARCH_DIALOG_DEBOUNCE_MS, searchResultsHref } from './search';
import { isSearchTerm } from './searchTerm';
import { SearchSuggestions, type SearchHelp } from './SearchSuggestions';

export interface SiteSearchDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SiteSearchDialog({ open, onClose }: SiteSearchDialogProps) {
  const navigate = useNavigate();
  const text = useText();
  const localize = useLocalize();
  const [results, setResults] = useState<ProductSummary[]>([]);
  // When the last search found nothing: the API's suggestions, shown below "No products match".
  const [help, setHelp] = useState<SearchHelp>({});
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => {
    if (!open) {
      cancel();
      setResults([]);
      setHelp({});
      setLoading(false);
    }
  }, [open, cancel]);

  const onSearch = useCallback(
    (term: string) => {
      track('searchTyping', { term });
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      browserApi()
        .then((api) =>
          api.searchPreviews(term, { limit: DIALOG_PREVIEWS, signal: controller.signal }),
        )
        .then((response) => {
          if (controller.signal.aborted) return;
          setResults(response.products);
          setHelp({ didYouMean: response.didYouMean, categories: response.categories });
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setResults([]);
          setHelp({});
        })
        .finally(() => {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setLoading(false);
          }
        });
    },
    [cancel],
  );

  return (
    <SearchDialog
      open={open}
      onClose={onClose}
      onSearch={onSearch}
      onSubmit={(term) => {
        track('searchClick', { term });
        onClose();
        navigate(localize(searchResultsHref(term)));
      }}
      results={results}
      loading={loading}
      debounceMs={SEARCH_DIALOG_DEBOUNCE_MS}
      viewAllHref={searchResultsHref}
      label={text.t('web.search.label')}
      hint={text.t('web.search.hint')}
      placeholder={text.t('core.search.placeholder')}
      isSearchable={isSearchTerm}
      renderNoMatch={(_term, searchFor) => (
        <SearchSuggestions help={help} onSuggest={searchFor} onFollow={onClose} />
      )}
    />
  );
}
