import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../../common/schemas/credentials';
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../types';
import { refreshSession } from './session';

export function login(input: LoginInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/local/login', input);
}

/** POST /api/local/login. On success the current user is refetched before `onSuccess` callers run. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => refreshSession(queryClient, user),
  });
}
