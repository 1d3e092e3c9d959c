import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../types';
import { refreshSession } from './session';

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
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: (user) => refreshSession(queryClient, user),
  });
}
