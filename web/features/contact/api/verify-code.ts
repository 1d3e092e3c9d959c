import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';
import type { VerificationMethod } from '../contact-rules';

export interface VerifyCodeInput {
  code: string;
  verificationMethod: VerificationMethod;
}

/** POST /api/verification/verify-code; on success the current user (now verified) is read again. */
export function verifyCode(input: VerifyCodeInput): Promise<unknown> {
  return apiRequest('POST', '/api/verification/verify-code', input);
}

export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
