// The admin's review screens (common/api/admin, common/api/listings): queues, counters and decisions.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_MAX_OFFSET } from '../../../common/constants';
import type { ReviewInput } from '../../../common/schemas/listing';
import type { AdminStats, PendingUser } from '../../../common/api/admin';
import type { Listing } from '../../../common/api/listings';
import type { CurrentUser } from '../../../common/api/users';
import { apiGet, apiRequest } from './http';
import { invalidateAccountQueries, invalidateListingQueries } from './invalidate';
import { adminKeys } from './listing-keys';
import { usePagedList } from './pages';

/** GET /api/admin/stats (admin only). */
export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', { signal }),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

/** GET /api/admin/properties/pending: the review queue, oldest submission first. */
export function usePendingProperties() {
  return usePagedList<Listing>(adminKeys.pendingListings, '/api/admin/properties/pending');
}

/** GET /api/properties?status=approved: the live listings, newest first. */
export function useApprovedProperties() {
  return usePagedList<Listing>(adminKeys.approvedListings, '/api/properties', { status: 'approved' }, PUBLIC_MAX_OFFSET);
}

/** GET /api/admin/users/pending: owners and agents waiting for approval, oldest first. */
export function usePendingUsers() {
  return usePagedList<PendingUser>(adminKeys.pendingUsers, '/api/admin/users/pending');
}

/** PATCH /api/admin/properties/:id/status: approve, or reject with a reason the lister will read. */
export function reviewProperty({ id, ...input }: ReviewInput & { id: string }): Promise<Listing> {
  return apiRequest<Listing>('PATCH', `/api/admin/properties/${encodeURIComponent(id)}/status`, input);
}

export function useReviewProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewProperty, onSuccess: () => invalidateListingQueries(queryClient) });
}

/** PATCH /api/admin/users/:id/status: approve an owner or agent account, or reject it with a reason. */
export function reviewUser({ id, ...input }: ReviewInput & { id: string }): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}/status`, input);
}

export function useReviewUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewUser, onSuccess: () => invalidateAccountQueries(queryClient) });
}

/**
 * POST /api/admin/users/:id/licence-check: the admin looked the agent's number up in the register (or takes the
 * check back). It names the number the admin saw, so the server refuses it if the agent changed it meanwhile.
 */
export function checkLicence({ id, ...input }: { id: string; checked: boolean; licenseNumber: string }): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', `/api/admin/users/${encodeURIComponent(id)}/licence-check`, input);
}

export function useCheckLicence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkLicence, onSuccess: () => invalidateAccountQueries(queryClient) });
}
