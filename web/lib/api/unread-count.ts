// Kept tiny on purpose: the top and bottom bars import this on every page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../common/api/messages';
import { useCurrentUser } from './current-user';
import { apiGet } from './http';

/** Per user, so a different sign-in in the same tab never shows the previous person's count. */
export function unreadCountKey(userId: string) {
  return ['unread-count', userId] as const;
}

/** GET /api/messages/unread-count → { count }: messages sent to me that I have not opened. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiGet<UnreadCount>('/api/messages/unread-count', { signal })).count;
}

export const unreadCountQuery = (userId: string) => queryOptions({
  queryKey: unreadCountKey(userId),
  queryFn: ({ signal }) => fetchUnreadCount(signal),
});

/** The signed-in user's unread count (0 while signed out or unknown). The inbox keeps it current. */
export function useUnreadCount(): number {
  const { user } = useCurrentUser();
  const query = useQuery({ ...unreadCountQuery(user?.id ?? ''), enabled: Boolean(user) });
  return user ? (query.data ?? 0) : 0;
}
