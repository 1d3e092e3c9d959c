import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { Listing } from '../types';
import { invalidateListingQueries } from '../query-keys';

/** PATCH /api/properties/:id/archive: off the site and into the archived tab; the review status is kept. */
export function archiveListing(id: string): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `/api/properties/${encodeURIComponent(id)}/archive`);
}

export function useArchiveListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveListing, onSuccess: () => invalidateListingQueries(queryClient) });
}
