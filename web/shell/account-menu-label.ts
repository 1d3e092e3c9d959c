import type { CurrentUser } from '../../common/api/users';
import { displayName, initials } from '../lib/user-rules';

/**
 * The account button's accessible name. It starts with what the button shows (the initials when there is no
 * photo, and the first name when there is room), so people who steer by voice can say what they see.
 */
export function accountMenuLabel(user: CurrentUser, compact: boolean): string {
  const name = displayName(user);
  const shown = [user.profileImageUrl ? null : initials(user), compact ? null : user.firstName || name].filter(Boolean).join(' ');
  return shown ? `${shown}: Account menu for ${name}` : `Account menu for ${name}`;
}
