import { apiRequest } from '../../../lib/api';
import type { UploadedMedia } from '../types';

/**
 * POST /api/media with one file. The form sends files one by one: each gets its own progress and verdict, and
 * one bad file does not sink the others.
 */
export async function uploadMedia(file: File, signal?: AbortSignal): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('file', file, file.name);
  const [item] = await apiRequest<UploadedMedia[]>('POST', '/api/media', body, { signal });
  if (!item) throw new Error('The server did not return the upload.');
  return item;
}
