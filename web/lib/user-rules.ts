// Rules about the signed-in user; the user's shape is the API's (common/api/users).
import type { CurrentUser } from '../../common/api/users';

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

/**
 * What an agent is called wherever the site vouches for them (issue 30, item 4): 'Licensed Agent' only once an
 * admin checked the licence number with the register; until then the site says it has not.
 */
export function agentBadgeLabel(licenceChecked: boolean): string {
  return licenceChecked ? 'Licensed Agent' : 'Agent (licence not checked)';
}

/** Beside every licence number field: what the agent gets for it, and when they lose it. */
export const LICENCE_HINT = "Our team checks it with the register before your listings say 'Licensed Agent'. A new number needs a new check.";

/** The profile badge (spec): 'Licensed Agent' (agent), 'Platform Admin' (admin), otherwise 'Property Owner'. */
export function roleBadgeLabel(user: CurrentUser): string {
  if (user.userType === 'agent') return agentBadgeLabel(user.licenceChecked);
  if (user.userType === 'admin') return 'Platform Admin';
  // Home hunters are ours, not the spec's: calling them owners would be untrue.
  if (user.userType === 'seeker') return 'Home Hunter';
  return 'Property Owner';
}

/**
 * Where /registration sends someone who already has an account type (null: they still choose one there). It must
 * not offer an approved owner to submit again.
 */
export function registrationRedirect(user: CurrentUser): string | null {
  if (!user.userType) return null;
  return user.accountStatus === 'approved' ? '/dashboard' : '/pending';
}

/** /pending is about a business account's review: home hunters start approved and admins are not reviewed. */
export function pendingPageRedirect(user: CurrentUser): string | null {
  return user.userType === 'seeker' || isAdminUser(user) ? '/dashboard' : null;
}

/** The signed-in user listed it: they cannot contact themselves, so pages offer editing instead. */
export function isOwnListing(user: CurrentUser | null | undefined, listing: { userId: string }): boolean {
  return Boolean(user && user.id === listing.userId);
}
