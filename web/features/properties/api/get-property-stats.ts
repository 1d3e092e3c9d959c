import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** GET /api/properties/stats (spec section 3): counts of live listings by category. */
export interface PropertyStats {
  total: number;
  residential: number;
  commercial: number;
  land: number;
  investment: number;
}

export const PROPERTY_STATS_KEY = ['/api/properties/stats'] as const;

export function fetchPropertyStats(signal?: AbortSignal): Promise<PropertyStats> {
  return apiGet<PropertyStats>('/api/properties/stats', { signal });
}

export function usePropertyStats() {
  return useQuery({ queryKey: PROPERTY_STATS_KEY, queryFn: ({ signal }) => fetchPropertyStats(signal) });
}
