import type { User } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../lib/errors.js';

export const AGENTS_ONLY = 'This page is only available to licensed real estate agents.';

export function requireAgent(user: User | null | undefined): User {
  if (!user) throw unauthorized();
  if (user.userType !== 'agent' || user.isAdmin) throw forbidden(AGENTS_ONLY);
  return user;
}
