import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingWriteInput } from '../../../../common/schemas/property';
import { apiRequest } from '../../../lib/api';
import type { Listing } from '../types';
import { invalidateListingQueries } from '../query-keys';

/** PUT /api/properties/:id. Anything but a draft kept as a draft goes (back) to review. */
export function updateListing({ id, input }: { id: string; input: ListingWriteInput }): Promise<Listing> {
  return apiRequest<Listing>('PUT', `/api/properties/${encodeURIComponent(id)}`, input);
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => invalidateListingQueries(queryClient) });
}
