// Proving an e-mail address or phone number before sending messages (spec: verification dialog).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationMethod } from '../../../common/schemas/verification';
import type { CodeSent } from '../../../common/api/verification';
import type { CurrentUser } from '../../../common/api/users';
import { CURRENT_USER_KEY } from './current-user';
import { apiRequest } from './http';

export interface SendCodeInput {
  verificationMethod: VerificationMethod;
  contact: string;
}

/** POST /api/verification/send-code: e-mails or texts a 6-digit code. */
export function sendVerificationCode(input: SendCodeInput): Promise<CodeSent> {
  return apiRequest<CodeSent>('POST', '/api/verification/send-code', input);
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}

export interface VerifyCodeInput {
  code: string;
  verificationMethod: VerificationMethod;
}

/** POST /api/verification/verify-code; on success the current user (now verified) is read again. */
export function verifyCode(input: VerifyCodeInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/verification/verify-code', input);
}

export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyCode, onSuccess: () => client.invalidateQueries({ queryKey: CURRENT_USER_KEY }) });
}
