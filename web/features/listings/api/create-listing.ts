import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingWriteInput } from '../../../../common/schemas/property';
import { apiRequest } from '../../../lib/api';
import type { Listing } from '../types';
import { invalidateListingQueries } from '../query-keys';

/** POST /api/properties: a draft (status 'draft') or a submission for review (status 'pending'). */
export function createListing(input: ListingWriteInput): Promise<Listing> {
  return apiRequest<Listing>('POST', '/api/properties', input);
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: () => invalidateListingQueries(queryClient) });
}
