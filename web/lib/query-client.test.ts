import { describe, expect, it } from 'vitest';
import { createQueryClient, queryKeyToUrl } from './query-client';

describe('queryKeyToUrl', () => {
  it('joins path parts with slashes', () => {
    expect(queryKeyToUrl(['/api/auth/user'])).toBe('/api/auth/user');
    expect(queryKeyToUrl(['/api/properties', 'abc-123'])).toBe('/api/properties/abc-123');
    expect(queryKeyToUrl(['/api/conversations/', 42])).toBe('/api/conversations/42');
  });

  it('encodes path parts', () => {
    expect(queryKeyToUrl(['/api/properties', 'a b'])).toBe('/api/properties/a%20b');
  });

  it('turns a trailing object into a query string without empty values', () => {
    expect(queryKeyToUrl(['/api/properties/search', { location: 'Bo', bedrooms: 2, currency: '', maxPriceUsd: undefined }])).toBe(
      '/api/properties/search?location=Bo&bedrooms=2',
    );
    expect(queryKeyToUrl(['/api/properties', { status: 'approved' }])).toBe('/api/properties?status=approved');
    expect(queryKeyToUrl(['/api/x', {}])).toBe('/api/x');
  });
});

describe('query client defaults (spec section 7)', () => {
  it('never goes stale, never refetches on focus, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('a lost connection', () => {
  it('fails a read at once while offline (an error with "Try again", not an endless paused load) and reads it again when back online', async () => {
    const { onlineManager, QueryObserver } = await import('@tanstack/react-query');
    const { recoverOnReconnect } = await import('./query-client');
    const client = createQueryClient();
    const stop = recoverOnReconnect(client);
    let calls = 0;
    let networkUp = false;
    const observer = new QueryObserver(client, {
      queryKey: ['offline-test'],
      queryFn: async () => {
        calls += 1;
        if (!networkUp) throw new Error('offline');
        return 'fresh';
      },
    });
    const results: string[] = [];
    const unsubscribe = observer.subscribe((r) => results.push(`${r.status}/${r.fetchStatus}`));
    try {
      onlineManager.setOnline(false);
      await new Promise((r) => setTimeout(r, 20));
      expect(observer.getCurrentResult().status).toBe('error');
      expect(results).not.toContain('pending/paused');
      networkUp = true;
      onlineManager.setOnline(true);
      await new Promise((r) => setTimeout(r, 20));
      expect(observer.getCurrentResult().data).toBe('fresh');
      expect(calls).toBe(2);
    } finally {
      unsubscribe();
      stop();
      onlineManager.setOnline(true);
    }
  });
});
