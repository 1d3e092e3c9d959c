import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { ConversationPerson } from '../types';

/** The few fields of GET /api/properties/:id that a conversation header needs. */
export interface ListingSummary {
  id: string;
  title: string;
  userId: string;
  user: Omit<ConversationPerson, 'id'> | null;
}

/**
 * For a conversation opened by link before it is in the loaded list (e.g. a new one): its listing and lister.
 * Same key as the property page, so a listing seen there is not downloaded again.
 */
export function useListingSummary(propertyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/properties', propertyId ?? ''],
    queryFn: ({ signal }) => apiGet<ListingSummary>(`/api/properties/${encodeURIComponent(propertyId ?? '')}`, { signal }),
    enabled: enabled && Boolean(propertyId),
  });
}
