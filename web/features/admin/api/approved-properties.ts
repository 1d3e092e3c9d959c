import type { Listing } from '../../listings/types';
import { usePagedList } from './paged-list';

export const APPROVED_PROPERTIES_KEY = ['/api/properties', { status: 'approved', admin: true }] as const;

/** GET /api/properties?status=approved: the live listings, newest first. */
export function useApprovedProperties() {
  return usePagedList<Listing>(APPROVED_PROPERTIES_KEY, '/api/properties', { status: 'approved' });
}
