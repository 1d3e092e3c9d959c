// Kept small on purpose: the app shell reads the current user on every page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../common/api/users';
import { apiGet } from './http';

export const CURRENT_USER_URL = '/api/auth/user';
export const CURRENT_USER_KEY = ['current-user'] as const;

/** The signed-in user, or null when signed out (a 401 here means "nobody", not an error). */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return apiGet<CurrentUser | null>(CURRENT_USER_URL, { on401: 'returnNull', signal });
}

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});

/**
 * Who is signed in. `user` is null when signed out; `isLoading` is true until the first answer arrives.
 * Cached forever (spec section 7); sign-in, sign-up and verification refresh it.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * For pages behind RequireAuth / RequireAdmin / RequireAgent in app.tsx: the user is known to be there.
 * Throws (caught by the route error boundary) if used on a page without a guard.
 */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser() needs a signed-in route guard (see web/app.tsx).');
  return user;
}
