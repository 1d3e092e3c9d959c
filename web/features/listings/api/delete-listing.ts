import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { invalidateListingQueries } from '../query-keys';

/** DELETE /api/properties/:id: gone for good, photos included. */
export function deleteListing(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/properties/${encodeURIComponent(id)}`);
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateListingQueries(queryClient) });
}
