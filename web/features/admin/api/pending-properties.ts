import type { Listing } from '../../listings/types';
import { ADMIN_PENDING_PROPERTIES_KEY } from '../../listings/query-keys';
import { usePagedList } from './paged-list';

/** GET /api/admin/properties/pending: the review queue, oldest submission first. */
export function usePendingProperties() {
  return usePagedList<Listing>(ADMIN_PENDING_PROPERTIES_KEY, '/api/admin/properties/pending');
}
