import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../types';
import { refreshSession } from './session';

/** The form's values before the shared schema normalises them (phone to E.164, e-mail lower-cased). */
export type RegisterBody = Omit<RegisterInput, 'phoneNumber'> & { phoneNumber?: string | null };

export function register(input: RegisterBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/register', input);
}

/** POST /api/register: creates the account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => refreshSession(queryClient, user),
  });
}
