import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { filtersToSearch, parseFilters, parseView, type SearchFilters, type ViewMode } from '../../../common/search-filters';

/** The filters and view in the URL, and a way to change them that adds a history entry (back undoes it). */
export function useSearchFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const view = useMemo(() => parseView(search), [search]);

  const go = useCallback(
    (next: SearchFilters, nextView: ViewMode) => {
      const qs = filtersToSearch(next, nextView);
      if (qs === search.replace(/^\?/, '')) return;
      navigate(qs ? `${path}?${qs}` : path);
    },
    [navigate, path, search],
  );
  const setFilters = useCallback((next: SearchFilters) => go(next, view), [go, view]);
  const setView = useCallback((next: ViewMode) => go(filters, next), [go, filters]);
  return { filters, view, setFilters, setView, update: go };
}
