import { useQuery } from '@tanstack/react-query';
import { PROPERTY_STATS_PATH } from '../../../../common/page-reads';
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

export const PROPERTY_STATS_KEY = [PROPERTY_STATS_PATH] as const;

export function fetchPropertyStats(signal?: AbortSignal): Promise<PropertyStats> {
  return apiGet<PropertyStats>(PROPERTY_STATS_PATH, { signal });
}

export function usePropertyStats() {
  return useQuery({
    queryKey: PROPERTY_STATS_KEY,
    queryFn: ({ signal }) => fetchPropertyStats(signal),
    initialData: () => takeBootData<PropertyStats>(PROPERTY_STATS_PATH),
  });
}
