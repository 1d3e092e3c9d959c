// Signing in, up and out, and the account-type choice. Each answers the signed-in user (common/api/users).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '../../../common/schemas/auth';
import type { LoginInput } from '../../../common/schemas/credentials';
import type { CurrentUser } from '../../../common/api/users';
import { CURRENT_USER_KEY } from './current-user';
import { apiGet, apiRequest } from './http';
import type { SetupAdminStatus } from '../../../common/api/system';

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

/**
 * After the signed-in person changes, everything cached belonged to someone else: drop it, keep the new user
 * (when the server returned it) and refetch the current user from the server as the spec asks.
 */
export async function refreshSession(queryClient: QueryClient, user?: CurrentUser | null): Promise<void> {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
  if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
  await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
}

export function login(input: LoginInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/local/login', input);
}

/** POST /api/local/login. On success the current user is refetched before `onSuccess` callers run. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => refreshSession(queryClient, user) });
}

/** The form's values before the shared schema normalises them (phone to E.164, e-mail lower-cased). */
export type RegisterBody = Omit<RegisterInput, 'phoneNumber'> & { phoneNumber?: string | null };

export function register(input: RegisterBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/register', input);
}

/** POST /api/register: creates the account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => refreshSession(queryClient, user) });
}

export interface SetupAdminBody {
  username: string;
  password: string;
}

export function setupAdmin(input: SetupAdminBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/setup-admin', input);
}

/** POST /api/setup-admin: creates the first admin; the server signs them in. */
export function useSetupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setupAdmin, onSuccess: (user) => refreshSession(queryClient, user) });
}

export type BusinessUserType = 'owner' | 'agent';

/** An agent sends their licence number too (issue 30): the server refuses an agent without one. */
export function chooseAccountType(input: { userType: BusinessUserType; licenseNumber?: string }): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/registration', input);
}

/** POST /api/registration: a signed-in user without a type picks owner or agent. */
export function useChooseAccountType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: chooseAccountType, onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user) });
}

/** GET /api/setup-admin: the setup page asks before showing its form, which only works while no admin exists. */
export const setupAdminStatusQuery = queryOptions({
  queryKey: ['setup-admin'] as const,
  queryFn: () => apiGet<SetupAdminStatus>('/api/setup-admin'),
});
