// Writing listings: each answers the listing as its lister sees it (common/api/listings) and refreshes what
// shows listings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingWriteInput } from '../../../common/schemas/property';
import type { DeletedListing, Listing } from '../../../common/api/listings';
import { apiRequest } from './http';
import { invalidateListingQueries } from './invalidate';

const listingUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** POST /api/properties: a draft (status 'draft') or a submission for review (status 'pending'). */
export function createListing(input: ListingWriteInput): Promise<Listing> {
  return apiRequest<Listing>('POST', '/api/properties', input);
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
  return useMutation({ mutationFn: createListing, onSuccess: () => invalidateListingQueries(queryClient) });
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
