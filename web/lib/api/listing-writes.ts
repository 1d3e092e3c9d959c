// Writing listings: each answers the listing as its lister sees it (common/api/listings) and refreshes what
// shows listings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingCreateInput, ListingWriteInput } from '../../../common/schemas/listing';
import type { DeletedListing, Listing } from '../../../common/api/listings';
import { apiRequest, apiSend } from './http';
import { invalidateListingQueries } from './invalidate';

const listingUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/**
 * POST /api/properties: a draft (status 'draft') or a submission for review (status 'pending'). With the builder
 * session's draft key the server makes one listing per key: a 200 answers the one an earlier call with the key
 * made (an answer lost on the way, a reload while it was being made), with that call's values, so these are
 * then written over it.
 */
export async function createListing(input: ListingWriteInput, draftKey?: string): Promise<Listing> {
  const answer = await apiSend<Listing>('POST', '/api/properties', draftKey ? { ...input, draftKey } satisfies ListingCreateInput : input);
  if (answer.status === 200 && draftKey) return updateListing({ id: answer.body.id, input });
  return answer.body;
}

/** PUT /api/properties/:id. Anything but a draft kept as a draft goes (back) to review. */
export function updateListing({ id, input }: { id: string; input: ListingWriteInput }): Promise<Listing> {
  return apiRequest<Listing>('PUT', listingUrl(id), input);
}

/** PATCH /api/properties/:id/archive: off the site and into the archived tab; the review status is kept. */
export function archiveListing(id: string): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `${listingUrl(id)}/archive`);
}

/** PATCH /api/properties/:id/restore: back from the archive (an approved listing is live again at once). */
export function restoreListing(id: string): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `${listingUrl(id)}/restore`);
}

/** DELETE /api/properties/:id: gone for good, photos included. */
export function deleteListing(id: string): Promise<DeletedListing> {
  return apiRequest<DeletedListing>('DELETE', listingUrl(id));
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, draftKey }: { input: ListingWriteInput; draftKey?: string }) => createListing(input, draftKey),
    onSuccess: () => invalidateListingQueries(queryClient),
  });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => invalidateListingQueries(queryClient) });
}

export function useArchiveListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveListing, onSuccess: () => invalidateListingQueries(queryClient) });
}

export function useRestoreListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreListing, onSuccess: () => invalidateListingQueries(queryClient) });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateListingQueries(queryClient) });
}
