import { apiRequest } from '../../../lib/api';

/** DELETE /api/media/:id: removes an upload that is not part of a listing (yet). */
export function deleteMedia(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/media/${encodeURIComponent(id)}`);
}
