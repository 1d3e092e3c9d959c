import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CurrentUser } from '../types';
import { CURRENT_USER_KEY } from './current-user';

export type BusinessUserType = 'owner' | 'agent';

export function chooseAccountType(userType: BusinessUserType): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/registration', { userType });
}

/** POST /api/registration: a signed-in user without a type picks owner or agent. */
export function useChooseAccountType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAccountType,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
