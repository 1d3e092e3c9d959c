// Uploading photos and videos (common/api/media), and the profile photo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedMedia } from '../../../common/api/media';
import type { AgentProfileView, CurrentUser } from '../../../common/api/users';
import { agentProfileQuery } from './agent';
import { CURRENT_USER_KEY } from './current-user';
import { ApiError, apiRequest } from './http';

/** Bytes sent of the request body (the file and its multipart wrapping), as the browser reports them. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** The network failed or timed out: no answer from the server (retrying may help). */
export class UploadNetworkError extends Error {}

/**
 * POST /api/media with one file. The form sends files one by one: each gets its own progress and verdict, and
 * one bad file does not sink the others. XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadMedia(file: File, options: { signal?: AbortSignal; onProgress?: (p: UploadProgress) => void } = {}): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ sent: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        const [item] = JSON.parse(xhr.responseText) as UploadedMedia[];
        if (item) resolve(item);
        else reject(new Error('The server did not return the upload.'));
      } catch {
        reject(new Error('The server did not return the upload.'));
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError('The connection dropped during the upload.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
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
