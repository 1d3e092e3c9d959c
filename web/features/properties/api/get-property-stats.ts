import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { takeBootData } from '../../../lib/boot-data';

/** GET /api/properties/stats (spec section 3): counts of live listings by category. */
export interface PropertyStats {
  total: number;
  residential: number;
  commercial: number;
  land: number;
  investment: number;
}

export const PROPERTY_STATS_KEY = ['/api/properties/stats'] as const;

const STATS_URL = '/api/properties/stats';

export function fetchPropertyStats(signal?: AbortSignal): Promise<PropertyStats> {
  return apiGet<PropertyStats>(STATS_URL, { signal });
}

export function usePropertyStats() {
  return useQuery({
    queryKey: PROPERTY_STATS_KEY,
    queryFn: ({ signal }) => fetchPropertyStats(signal),
    initialData: () => takeBootData<PropertyStats>(STATS_URL),
  });
}
