import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseThreadSearch } from '../../lib/messages/thread-ref';

/**
 * The open conversation, read from the URL (?with=&property=). Entries open with `state.fromInbox`, so
 * closing one goes back in history (the browser's Back does the same); a conversation opened by link closes
 * to the list without leaving the site.
 */
export function useThreadSelection() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selected = useMemo(() => parseThreadSearch(search), [search]);
  const close = useCallback(() => {
    const state = window.history.state as { fromInbox?: boolean } | null;
    if (state?.fromInbox) window.history.back();
    else navigate('/messages', { replace: true });
  }, [navigate]);
  return { selected, close };
}
