import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../../common/schemas/property';
import { apiRequest } from '../../../lib/api';
import type { Listing } from '../../listings/types';
import { invalidateListingQueries } from '../../listings/query-keys';

/** PATCH /api/admin/properties/:id/status: approve, or reject with a reason the lister will read. */
export function reviewProperty({ id, ...input }: ReviewInput & { id: string }): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `/api/admin/properties/${encodeURIComponent(id)}/status`, input);
}

export function useReviewProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewProperty, onSuccess: () => invalidateListingQueries(queryClient) });
}
