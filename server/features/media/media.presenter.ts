import type { Media } from '../../db/schema.js';
import { mediaUrl, videoUrl } from '../../lib/storage/media-storage.js';
import type { UploadedMedia } from '../../../common/api/media.js';

/** An upload as its uploader sees it: the moderation verdict and where the file is served. */
export function presentMedia(row: Media): UploadedMedia {
  const isVideo = row.kind === 'video';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    warnings: row.moderation?.warnings ?? [],
    flags: row.moderation?.flags ?? [],
    score: row.moderation?.score ?? 0,
    url: isVideo ? videoUrl(row.id) : mediaUrl(row.id, 'md'),
    thumbUrl: isVideo ? null : mediaUrl(row.id, 'sm'),
    width: row.width,
    height: row.height,
    placeholderColor: row.placeholderColor,
  };
}
export type MediaView = ReturnType<typeof presentMedia>;
