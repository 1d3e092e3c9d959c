import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { VerificationMethod } from '../contact-rules';

export interface SendCodeInput {
  verificationMethod: VerificationMethod;
  contact: string;
}

/** POST /api/verification/send-code: e-mails or texts a 6-digit code. */
export function sendVerificationCode(input: SendCodeInput): Promise<unknown> {
  return apiRequest('POST', '/api/verification/send-code', input);
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
