// A lister's figures for their own listings (common/api/listing-performance): a page of listings with the
// window's totals, and one listing day by day. Kept under the dashboard's keys, so what refreshes the
// dashboard refreshes these too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingPerformance, ListingPerformanceSummary } from '../../../common/api/listing-performance';
import type { PerformanceWindow } from '../../../common/listing-performance';
import { apiGet, apiGetPage } from './http';
import { dashboardKeys } from './listing-keys';

export const performanceKeys = {
  summary: (days: PerformanceWindow, limit: number, offset: number) => [...dashboardKeys.all, 'performance', days, limit, offset] as const,
  listing: (id: string, days: PerformanceWindow) => [...dashboardKeys.all, 'performance', 'listing', id, days] as const,
};

export function useListingPerformanceSummary(days: PerformanceWindow, limit: number, offset: number) {
  return useQuery({
    queryKey: performanceKeys.summary(days, limit, offset),
    queryFn: ({ signal }) => apiGetPage<ListingPerformanceSummary>(`/api/listing-performance?days=${days}&limit=${limit}&offset=${offset}`, { signal }),
    // Keep the page on screen while the next one (or the other window) loads: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useListingPerformance(id: string, days: PerformanceWindow) {
  return useQuery({
    queryKey: performanceKeys.listing(id, days),
    queryFn: ({ signal }) => apiGet<ListingPerformance>(`/api/properties/${id}/performance?days=${days}`, { signal }),
  });
}
