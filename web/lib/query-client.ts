// Caching per spec section 7: data is never stale, no refetch on focus, no polling and no retries. Data changes
// only when this app writes, and each write invalidates what it touched, which costs the least mobile data.
// A lost connection is the one exception: what failed while offline is read again once the browser is back
// online (recovery, not polling), and calls fail at once while offline instead of waiting paused behind a
// spinner (networkMode 'always': the page shows its error with "Try again").
import { onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query';

type Params = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

function isParams(part: unknown): part is Params {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/**
 * Builds a URL from path parts and a trailing params object (lib/api/pages.ts reads lists with it). Query keys
 * are not URLs (lib/api builds them); the name is older than that rule. Path parts are joined with '/', and a
 * trailing plain object becomes the query string (empty values dropped). ['/api/properties', 'abc'] → /api/properties/abc;
 * ['/api/properties/search', { location: 'Bo' }] → /api/properties/search?location=Bo.
 */
export function queryKeyToUrl(key: QueryKey): string {
  const parts = [...key];
  const last = parts[parts.length - 1];
  const params = isParams(last) ? (parts.pop() as Params) : null;
  const path = parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .map((p, i) => {
      const s = String(p);
      return i === 0 ? s.replace(/\/+$/, '') : encodeURIComponent(s.replace(/^\/+|\/+$/g, ''));
    })
    .join('/');
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(name, String(v)));
    else search.set(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** When the browser comes back online, reads that failed are made again; returns the unsubscribe. */
export function recoverOnReconnect(client: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (!online) return;
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}

export const queryClient = createQueryClient();
if (typeof window !== 'undefined') recoverOnReconnect(queryClient);
