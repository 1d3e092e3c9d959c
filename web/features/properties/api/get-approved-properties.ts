import { useQuery } from '@tanstack/react-query';
import { approvedListingsUrl } from '../../../../common/page-reads';
import { apiGet } from '../../../lib/api';
import { takeBootData } from '../../../lib/boot-data';
import type { Listing } from '../types';

export const approvedPropertiesKey = (limit: number) => ['/api/properties', { status: 'approved', limit }] as const;

/** GET /api/properties?status=approved: the newest live listings, as a plain array (total in a header). */
export function fetchApprovedProperties(limit: number, signal?: AbortSignal): Promise<Listing[]> {
  return apiGet<Listing[]>(approvedListingsUrl(limit), { signal });
}

export function useApprovedProperties(limit: number) {
  return useQuery({
    queryKey: approvedPropertiesKey(limit),
    queryFn: ({ signal }) => fetchApprovedProperties(limit, signal),
    initialData: () => takeBootData<Listing[]>(approvedListingsUrl(limit)),
    select: (data) => (Array.isArray(data) ? data : []),
  });
}
