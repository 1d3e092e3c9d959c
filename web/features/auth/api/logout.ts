/**
 * Signing out is a full navigation to /api/logout (spec): the server ends the session and redirects home,
 * and the page reload drops every cached query of the old session.
 */
export const LOGOUT_URL = '/api/logout';
export const PROVIDER_LOGIN_URL = '/api/login';

export function testLoginUrl(role: 'admin' | 'owner' | 'agent'): string {
  return `/api/test-login/${role}`;
}

export function signOut(): void {
  window.location.href = LOGOUT_URL;
}
