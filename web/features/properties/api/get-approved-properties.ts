import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { Listing } from '../types';

export const approvedPropertiesKey = (limit: number) => ['/api/properties', { status: 'approved', limit }] as const;

/** GET /api/properties?status=approved: the newest live listings, as a plain array (total in a header). */
export function fetchApprovedProperties(limit: number, signal?: AbortSignal): Promise<Listing[]> {
  return apiGet<Listing[]>(`/api/properties?status=approved&limit=${limit}`, { signal });
}

export function useApprovedProperties(limit: number) {
  return useQuery({
    queryKey: approvedPropertiesKey(limit),
    queryFn: ({ signal }) => fetchApprovedProperties(limit, signal),
    select: (data) => (Array.isArray(data) ? data : []),
  });
}
