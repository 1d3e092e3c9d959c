// The cache keys of listing data, and what each write must refresh. Keys start with the API path, so the
// default query function could read most of them; list keys are fetched page by page (get-page.ts).
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../auth/api/current-user';

export const MY_LISTINGS_KEY = ['/api/properties/my', { all: true }] as const;
export const ARCHIVED_LISTINGS_KEY = ['/api/properties/archived', { all: true }] as const;
export const ADMIN_PENDING_PROPERTIES_KEY = ['/api/admin/properties/pending'] as const;
export const ADMIN_PENDING_USERS_KEY = ['/api/admin/users/pending'] as const;

export function listingKey(id: string) {
  return ['/api/properties', id] as const;
}

const startsWith = (prefix: string) => (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(prefix);

/**
 * After any listing write: the lister's lists, the dashboard figures, every listing read (browse, detail,
 * home) and the admin's queue and counters. Writes are rare and each is one person's own action, so
 * refreshing broadly costs little and never leaves a stale screen.
 */
export function invalidateListingQueries(queryClient: QueryClient): Promise<void> {
  const isListingKey = startsWith('/api/properties');
  return queryClient.invalidateQueries({
    predicate: (q) => isListingKey(q.queryKey) || startsWith('/api/dashboard')(q.queryKey) || startsWith('/api/admin')(q.queryKey),
  });
}

/** After an account decision: the admin's queue and counters, and the current user (their own status may show). */
export function invalidateAccountQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (q) => startsWith('/api/admin')(q.queryKey) }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    // A newly approved account's approved listings go live: the public lists change too.
    queryClient.invalidateQueries({ predicate: (q) => startsWith('/api/properties')(q.queryKey) }),
  ]).then(() => undefined);
}
