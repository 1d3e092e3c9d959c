// Helpers shared by the sign-in, sign-up and setup mutations.
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../types';
import { CURRENT_USER_KEY } from './current-user';

/**
 * After the signed-in person changes, everything cached belonged to someone else: drop it, keep the new user
 * (when the server returned it) and refetch the current user from the server as the spec asks.
 */
export async function refreshSession(queryClient: QueryClient, user?: CurrentUser | null): Promise<void> {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
  if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
  await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
}
