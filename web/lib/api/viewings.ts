// Viewings (issue 32, decision 0021): requests, the two sides' answers, the lists, the hours and the admin's
// repeated no-shows. Loaded only by the pages and dialogs that use them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingViewingHours, NoShowUser, Viewing, ViewingSettingsAnswer } from '../../../common/api/viewings';
import type { ViewingOutcome, ViewingWindow } from '../../../common/viewings';
import { apiGet, apiRequest } from './http';
import { usePagedList } from './pages';

const viewingPath = (id: string) => `/api/viewings/${encodeURIComponent(id)}`;

export const viewingKeys = {
  all: ['viewings'] as const,
  list: (when: 'upcoming' | 'past', as?: 'hunter' | 'lister') => ['viewings', 'list', when, as ?? 'any'] as const,
  one: (id: string) => ['viewings', 'one', id] as const,
  listingHours: (propertyId: string) => ['viewing-hours', propertyId] as const,
  settings: ['viewing-settings'] as const,
  noShows: ['admin', 'viewings', 'no-shows'] as const,
};

export const useViewing = (id: string) =>
  useQuery({ queryKey: viewingKeys.one(id), queryFn: ({ signal }) => apiGet<Viewing>(viewingPath(id), { signal }), retry: false });

/** GET /api/viewings?when=…: soonest first for upcoming, latest first for past. */
export const useViewingList = (when: 'upcoming' | 'past', as?: 'hunter' | 'lister') =>
  usePagedList<Viewing>(viewingKeys.list(when, as), '/api/viewings', as ? { when, as } : { when });

/** The hours a hunter may pick from (the listing's, the lister's profile's, or the default). */
export const useListingViewingHours = (propertyId: string, enabled = true) =>
  useQuery({
    queryKey: viewingKeys.listingHours(propertyId),
    queryFn: ({ signal }) => apiGet<ListingViewingHours>(`/api/properties/${encodeURIComponent(propertyId)}/viewing-hours`, { signal }),
    enabled,
  });

export interface RequestViewingBody { propertyId: string; times: string[]; note?: string }

export function useRequestViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestViewingBody) => apiRequest<Viewing>('POST', '/api/viewings', body),
    onSuccess: (viewing) => {
      queryClient.setQueryData(viewingKeys.one(viewing.id), viewing);
      return queryClient.invalidateQueries({ queryKey: ['viewings', 'list'] });
    },
  });
}

export type ViewingMoveBody =
  | { move: 'accept'; time: string }
  | { move: 'decline'; reason: string }
  | { move: 'cancel'; reason: string }
  | { move: 'propose'; times: string[]; reason?: string }
  | { move: 'outcome'; outcome: ViewingOutcome };

/** POST /api/viewings/:id/<move>: every answer is the viewing as it now is. */
export function useViewingMove(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ move, ...body }: ViewingMoveBody) => apiRequest<Viewing>('POST', `${viewingPath(id)}/${move}`, body),
    onSuccess: (viewing) => {
      queryClient.setQueryData(viewingKeys.one(id), viewing);
      return queryClient.invalidateQueries({ queryKey: ['viewings', 'list'] });
    },
  });
}

export const useViewingSettings = () =>
  useQuery({ queryKey: viewingKeys.settings, queryFn: ({ signal }) => apiGet<ViewingSettingsAnswer>('/api/viewing-settings', { signal }) });

export function useSaveViewingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { notices?: boolean; windows?: ViewingWindow[] }) => apiRequest<ViewingSettingsAnswer>('PUT', '/api/viewing-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(viewingKeys.settings, settings),
  });
}

/** PUT /api/properties/:id/viewing-hours: this listing's own hours ([] = the profile's again). */
export function useSaveListingHours(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (windows: ViewingWindow[]) =>
      apiRequest<ListingViewingHours>('PUT', `/api/properties/${encodeURIComponent(propertyId)}/viewing-hours`, { windows }),
    onSuccess: (hours) => queryClient.setQueryData(viewingKeys.listingHours(propertyId), hours),
  });
}

export const useRepeatedNoShows = () => usePagedList<NoShowUser>(viewingKeys.noShows, '/api/admin/viewings/no-shows');
