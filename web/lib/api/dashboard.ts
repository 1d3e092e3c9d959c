// GET /api/dashboard: the signed-in owner's or agent's figures (common/api/dashboard).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListerDashboard } from '../../../common/api/dashboard';
import { apiGet } from './http';
import { dashboardKeys } from './listing-keys';

export const listerDashboardQuery = queryOptions({
  queryKey: dashboardKeys.lister,
  queryFn: ({ signal }) => apiGet<ListerDashboard>('/api/dashboard', { signal }),
});

export function useListerDashboard(enabled = true) {
  return useQuery({ ...listerDashboardQuery, enabled });
}
