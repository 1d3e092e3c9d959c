// Saved homes on the account, the shared shortlist, saved searches and the notice setting (issue 17).
// Loaded only by the pages that use them and by the account sync of the hearts (lazy): never at first load.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_MAX_LIMIT } from '../../../common/constants';
import type {
  SavedHome, SavedHomeIds, SavedSearch, SharedShortlist, ShortlistLink, ShortlistLinkStatus,
} from '../../../common/api/saved';
import type { CurrentUser } from '../../../common/api/users';
import type { SavedSearchCreate, SavedSearchUpdate } from '../../../common/schemas/saved';
import { CURRENT_USER_KEY } from './current-user';
import { apiGet, apiGetPage, apiRequest } from './http';

export const savedKeys = {
  homes: ['saved-homes'] as const,
  share: ['saved-homes', 'share'] as const,
  shortlist: (token: string) => ['shortlist', token] as const,
  searches: ['saved-searches'] as const,
};

// The hearts (web/lib/favourites-account.ts) talk to these.
export const fetchSavedIds = () => apiGet<SavedHomeIds>('/api/saved-homes/ids');
export const mergeSavedIds = (propertyIds: string[]) => apiRequest<SavedHomeIds>('POST', '/api/saved-homes/merge', { propertyIds });
export const putSavedHome = (id: string) => apiRequest<null>('PUT', `/api/saved-homes/${encodeURIComponent(id)}`);
export const deleteSavedHome = (id: string) => apiRequest<null>('DELETE', `/api/saved-homes/${encodeURIComponent(id)}`);

/** The Saved page: up to 100 newest saved homes with what changed (a shortlist, not a catalogue). */
export const savedHomesQuery = queryOptions({
  queryKey: savedKeys.homes,
  queryFn: ({ signal }) => apiGetPage<SavedHome>(`/api/saved-homes?limit=${PAGE_MAX_LIMIT}`, { signal }),
});
export const useSavedHomes = () => useQuery(savedHomesQuery);

export const useShortlistStatus = () =>
  useQuery({ queryKey: savedKeys.share, queryFn: ({ signal }) => apiGet<ShortlistLinkStatus>('/api/saved-homes/share', { signal }) });

export function useShortlistLink() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedKeys.share });
  return {
    create: useMutation({ mutationFn: () => apiRequest<ShortlistLink>('POST', '/api/saved-homes/share'), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: () => apiRequest<null>('DELETE', '/api/saved-homes/share'), onSuccess: refresh }),
  };
}

export const useSharedShortlist = (token: string) =>
  useQuery({
    queryKey: savedKeys.shortlist(token),
    queryFn: ({ signal }) => apiGet<SharedShortlist>(`/api/shortlists/${encodeURIComponent(token)}?limit=${PAGE_MAX_LIMIT}`, { signal }),
    retry: false,
  });

export const savedSearchesQuery = queryOptions({
  queryKey: savedKeys.searches,
  queryFn: ({ signal }) => apiGetPage<SavedSearch>('/api/saved-searches', { signal }),
});
export const useSavedSearches = () => useQuery(savedSearchesQuery);

export function useSavedSearchWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedKeys.searches });
  return {
    create: useMutation({ mutationFn: (body: SavedSearchCreate) => apiRequest<SavedSearch>('POST', '/api/saved-searches', body), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...body }: SavedSearchUpdate & { id: string }) => apiRequest<SavedSearch>('PUT', `/api/saved-searches/${id}`, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiRequest<null>('DELETE', `/api/saved-searches/${id}`), onSuccess: refresh }),
  };
}

export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => apiRequest<{ name: string }>('POST', '/api/saved-searches/unsubscribe', { token }) });

/** PUT /api/users/me/notices: e-mails or SMS about unread messages, on or off. */
export function useNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageNotices: boolean) => apiRequest<CurrentUser>('PUT', '/api/users/me/notices', { messageNotices }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
