import type { User } from '../db/schema.js';
import { forbidden, unauthorized } from './errors.js';

export function isAdmin(user: User | null | undefined): boolean {
  return Boolean(user && user.isAdmin && user.userType === 'admin');
}

export function requireUser(user: User | null | undefined): User {
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(user: User | null | undefined): User {
  const signedIn = requireUser(user);
  if (!isAdmin(signedIn)) throw forbidden('Admin access required.');
  return signedIn;
}
