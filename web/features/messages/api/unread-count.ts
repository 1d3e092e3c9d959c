// Kept tiny on purpose: the top and bottom bars import this on every page.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useCurrentUser } from '../../auth/api/current-user';

/** Per user, so a different sign-in in the same tab never shows the previous person's count. */
export function unreadCountKey(userId: string) {
  return ['/api/messages/unread-count', userId] as const;
}
export const UNREAD_COUNT_PREFIX = ['/api/messages/unread-count'] as const;

/** GET /api/messages/unread-count → { count }: messages sent to me that I have not opened. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await apiGet<{ count?: unknown }>('/api/messages/unread-count', { signal });
  return typeof body?.count === 'number' ? body.count : 0;
}

/** The signed-in user's unread count (0 while signed out or unknown). The inbox keeps it current. */
export function useUnreadCount(): number {
  const { user } = useCurrentUser();
  const query = useQuery({
    queryKey: unreadCountKey(user?.id ?? ''),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: Boolean(user),
  });
  return user ? (query.data ?? 0) : 0;
}
