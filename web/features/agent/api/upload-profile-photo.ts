import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';
import type { CurrentUser } from '../../auth/types';
import { AGENT_PROFILE_KEY, type AgentProfileView } from './agent-profile';

/** POST /api/users/me/photo (multipart, one image under 5MB): the server crops it square and answers the user. */
export function uploadProfilePhoto(file: File): Promise<CurrentUser> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return apiRequest<CurrentUser>('POST', '/api/users/me/photo', body);
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      queryClient.setQueryData<AgentProfileView>(AGENT_PROFILE_KEY, (old) => (old ? { ...old, profileImageUrl: user.profileImageUrl } : old));
    },
  });
}
