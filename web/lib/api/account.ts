// The account journeys: forgot password, phone sign-in and sign-up, own profile, password change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeChallenge, OtherSessionsEnded, PhoneSignIn } from '../../../common/api/accounts';
import type { CurrentUser } from '../../../common/api/users';
import type { PasswordChange, ProfileUpdate } from '../../../common/schemas/account';
import { CURRENT_USER_KEY } from './current-user';
import { apiRequest } from './http';

/** POST /api/auth/password-reset: the same answer whether or not an account matched. */
export function requestPasswordReset(identifier: string): Promise<CodeChallenge> {
  return apiRequest<CodeChallenge>('POST', '/api/auth/password-reset', { identifier });
}

/** POST /api/auth/password-reset/confirm: sets the password, ends other sessions and signs this browser in. */
export function confirmPasswordReset(body: { challengeId: string; code: string; password: string }): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/password-reset/confirm', body);
}

/** POST /api/auth/phone/send-code: a sign-in code by SMS to a +232 number. */
export function requestPhoneCode(phoneNumber: string): Promise<CodeChallenge> {
  return apiRequest<CodeChallenge>('POST', '/api/auth/phone/send-code', { phoneNumber });
}

/** POST /api/auth/phone/verify: signs in the number's account, or makes a home hunter account for a new one. */
export function verifyPhoneCode(body: { challengeId: string; code: string }): Promise<PhoneSignIn> {
  return apiRequest<PhoneSignIn>('POST', '/api/auth/phone/verify', body);
}

/** PUT /api/users/me: the signed-in user's own details. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiRequest<CurrentUser>('PUT', '/api/users/me', body),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

/** PUT /api/users/me/password: other sessions end; this one stays signed in. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) => apiRequest<null>('PUT', '/api/users/me/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

/** POST /api/users/me/sessions/end-others: every other browser and device is signed out; this one stays. */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: () => apiRequest<OtherSessionsEnded>('POST', '/api/users/me/sessions/end-others', {}),
  });
}
