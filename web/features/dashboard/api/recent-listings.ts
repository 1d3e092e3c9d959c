import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_PROPERTIES } from '../../../../common/constants';

/** The fields the dashboard's recent list reads from GET /api/properties/my. */
export interface RecentListing {
  id: string;
  title: string;
  address: string | null;
  location: string | null;
  status: 'draft' | 'pending' | 'approved' | 'rejected';
  propertyType: string | null;
  priceUSD: string | null;
  priceSLL: string | null;
  viewCount?: number | null;
  inquiryCount?: number | null;
  photos: Array<{ sm: string; placeholderColor: string | null }>;
}

export const RECENT_LISTINGS_KEY = ['/api/properties/my', { limit: DASHBOARD_RECENT_PROPERTIES }] as const;

export function useRecentListings() {
  return useQuery<RecentListing[]>({ queryKey: RECENT_LISTINGS_KEY });
}
