import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { Listing } from '../types';
import { invalidateListingQueries } from '../query-keys';

/** PATCH /api/properties/:id/restore: back from the archive (an approved listing is live again at once). */
export function restoreListing(id: string): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `/api/properties/${encodeURIComponent(id)}/restore`);
}

export function useRestoreListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreListing, onSuccess: () => invalidateListingQueries(queryClient) });
}
