import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  IMAGE_MAX_BYTES, MAX_UPLOAD_FILES, PROFILE_PHOTO_MAX_BYTES, VIDEO_MAX_BYTES,
} from '../../../common/constants.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseIdParam } from '../../lib/validate.js';
import { requireUser } from '../../lib/access.js';
import { presentSelf } from '../users/users.service.js';
import { canUploadListingMedia, canViewMedia } from './media.policy.js';
import { presentMedia } from './media.presenter.js';
import { replaceProfilePhoto } from './media.profile.js';
import { PRIVATE_CACHE, PUBLIC_CACHE, sendMediaFile } from './media.serve.js';
import {
  deleteUnattachedMedia, findMediaAccess, PHOTO_NOT_FOUND, insertUploadedMedia, storeUpload, type StoredUpload,
} from './media.service.js';
import { deleteMediaFiles, ensureImageVariant, ensurePreviewJpeg, isImageVariant, videoKey } from '../../lib/storage/media-storage.js';
import { incomingDir } from './media.sweep.js';
import { receiveUploads, type ReceivedFile, type UploadRules } from './media.upload.js';

const MB = 1024 * 1024;
const FILE_NOT_FOUND = 'File not found';

export async function mediaRoutes(app: FastifyInstance) {
  const { config, limits, media: storage } = app.ctx;
  const db = () => app.ctx.database.db;
  // Uploads are spooled on this server's own disk while they arrive, whichever store keeps them after.
  const tempDir = incomingDir(config.DATA_DIR);
  // Registered here, not app-wide: only these routes accept multipart bodies.
  // Sizes are checked per file type while reading (an image may be 10 MB, a video 100 MB), not by the plugin.
  await app.register(multipart, { limits: { files: MAX_UPLOAD_FILES, fileSize: VIDEO_MAX_BYTES }, throwFileSizeLimit: false });

  const listingRules: UploadRules = {
    maxFiles: MAX_UPLOAD_FILES,
    maxBytes: { image: IMAGE_MAX_BYTES, video: VIDEO_MAX_BYTES },
    unsupportedMessage: 'Unsupported file type',
    tooLargeMessage: {
      image: `Images must be at most ${IMAGE_MAX_BYTES / MB} MB each.`,
      video: `Videos must be at most ${VIDEO_MAX_BYTES / MB} MB each.`,
    },
    tooManyMessage: `You can upload at most ${MAX_UPLOAD_FILES} files at a time.`,
    tempDir,
  };
  const profileRules: UploadRules = {
    maxFiles: 1,
    maxBytes: { image: PROFILE_PHOTO_MAX_BYTES },
    limitIsExclusive: true,
    unsupportedMessage: 'Please select an image file.',
    tooLargeMessage: { image: 'Image must be smaller than 5MB.', video: 'Please select an image file.' },
    tooManyMessage: 'Please select one image.',
    tempDir,
  };
  // Uploads cost far more than other writes (decoding, three encodes): half the per-IP write allowance.
  const uploadRateLimit = perIpLimit(Math.max(1, Math.floor(limits.writesPerIpPerMinute / 2)));

  app.post('/api/media', { config: uploadRateLimit }, async (request, reply) => {
    const user = requireUser(request.user);
    if (!canUploadListingMedia(user)) throw forbidden('Only property owners and agents can upload listing photos.');
    const stored: StoredUpload[] = [];
    try {
      await receiveUploads(request, listingRules, async (file) => {
        stored.push(await storeUpload(storage, file));
      });
      if (stored.length === 0) throw new AppError('bad_request', 'Please choose at least one photo or video.');
      const rows = await insertUploadedMedia(db(), user.id, stored);
      return reply.code(201).send(rows.map(presentMedia));
    } catch (error) {
      await deleteMediaFiles(storage, stored.map((s) => s.id));
      throw error;
    }
  });

  app.get<{ Params: { id: string; file: string } }>('/api/media/:id/:file', async (request, reply) => {
    const id = parseIdParam(request.params, FILE_NOT_FOUND);
    const { file } = request.params;
    const variant = /^(\w+)\.webp$/.exec(file)?.[1];
    if (!(variant && isImageVariant(variant)) && file !== 'original' && file !== 'preview.jpg') throw notFound(FILE_NOT_FOUND);
    const found = await findMediaAccess(db(), id);
    if (!found || !canViewMedia(request.user, found)) throw notFound(FILE_NOT_FOUND);
    const cache = found.isPublic ? PUBLIC_CACHE : PRIVATE_CACHE;
    if (variant && isImageVariant(variant) && found.kind === 'image') {
      return sendMediaFile(request, reply, storage, await ensureImageVariant(storage, id, variant), 'image/webp', cache);
    }
    if (file === 'preview.jpg' && found.kind === 'image') {
      return sendMediaFile(request, reply, storage, await ensurePreviewJpeg(storage, id), 'image/jpeg', cache);
    }
    if (file === 'original' && found.kind === 'video') {
      return sendMediaFile(request, reply, storage, videoKey(id, found.mimeType), found.mimeType, cache);
    }
    throw notFound(FILE_NOT_FOUND);
  });

  app.delete('/api/media/:id', async (request, reply) => {
    const user = requireUser(request.user);
    const id = parseIdParam(request.params, PHOTO_NOT_FOUND);
    await deleteUnattachedMedia(db(), storage, user, id);
    return reply.code(204).send();
  });

  app.post('/api/users/me/photo', { config: uploadRateLimit }, async (request) => {
    const user = requireUser(request.user);
    let photo: ReceivedFile | null = null;
    await receiveUploads(request, profileRules, async (file) => {
      photo = file;
    });
    if (!photo) throw new AppError('bad_request', 'Please select an image file.');
    return presentSelf(await replaceProfilePhoto(db(), storage, user, photo));
  });
}
