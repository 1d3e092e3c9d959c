// The signed-in user the server wrote into index.html (server/web-boot-hints.ts), so the first screen does not
// wait for GET /api/auth/user on a slow link.
import { readPageJson } from '../../boot/boot-data';
import { getDevModeRole } from '../../lib/dev-mode';
import type { CurrentUser } from '../../../common/api/users';

function looksLikeUser(value: unknown): value is CurrentUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.isAdmin === 'boolean' && typeof v.accountStatus === 'string';
}

/**
 * The user (or null: signed out) from the page, or undefined when the page says nothing usable and the app
 * must ask the server. A development-mode role changes who the server sees, so the page's answer is ignored.
 */
export function readBootUser(
  doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document,
  devModeRole: string | null = getDevModeRole(),
): CurrentUser | null | undefined {
  if (devModeRole) return undefined;
  const value = readPageJson(doc, 'boot-user');
  if (value === null) return null;
  return looksLikeUser(value) ? value : undefined;
}
