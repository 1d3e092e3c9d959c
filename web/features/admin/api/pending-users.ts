import { ADMIN_PENDING_USERS_KEY } from '../../listings/query-keys';
import { usePagedList } from './paged-list';

/** An account waiting for review, as GET /api/admin/users/pending presents it. */
export interface PendingUser {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  userType: 'owner' | 'agent' | string | null;
  profileImageUrl: string | null;
  companyName: string | null;
  licenseNumber: string | null;
  accountStatus: string;
  createdAt: string;
}

export function usePendingUsers() {
  return usePagedList<PendingUser>(ADMIN_PENDING_USERS_KEY, '/api/admin/users/pending');
}
