import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/stats (admin only). */
export interface AdminStats {
  totalListings: number;
  approvedListings: number;
  liveListings: number;
  pendingListings: number;
  rejectedListings: number;
  archivedListings: number;
  pendingBusinesses: number;
}

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}
