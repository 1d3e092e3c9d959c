// Uploading photos and videos (common/api/media), and the profile photo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedMedia } from '../../../common/api/media';
import type { AgentProfileView, CurrentUser } from '../../../common/api/users';
import { agentProfileQuery } from './agent';
import { CURRENT_USER_KEY } from './current-user';
import { apiRequest } from './http';
import { postWithProgress, type UploadOptions } from './upload';

export { UploadNetworkError, type UploadProgress } from './upload';

/**
 * POST /api/media with one file. The form sends files one by one: each gets its own progress and verdict, and
 * one bad file does not sink the others.
 */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('file', file, file.name);
  return postWithProgress<UploadedMedia>('/api/media', body, 'upload', options);
}

/** DELETE /api/media/:id: removes an upload that is not part of a listing (yet). */
export function deleteMedia(id: string): Promise<null> {
  return apiRequest<null>('DELETE', `/api/media/${encodeURIComponent(id)}`);
}

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
      queryClient.setQueryData<AgentProfileView>(agentProfileQuery.queryKey, (old) => (old ? { ...old, profileImageUrl: user.profileImageUrl } : old));
    },
  });
}

/** Where an upload is shown from (server lib/storage mediaUrl / videoUrl): a small photo or the video. */
export function mediaPreviewUrl(id: string, kind: 'image' | 'video'): string {
  const safe = encodeURIComponent(id);
  return kind === 'image' ? `/api/media/${safe}/sm.webp` : `/api/media/${safe}/original`;
}
