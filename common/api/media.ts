// POST /api/media answers a JSON array with one of these per uploaded file (server media.presenter).
import { z } from 'zod';

export const mediaKindSchema = z.enum(['image', 'video']);
/** 'pending' is stored while moderation runs; an upload's answer is always one of the other three. */
export const mediaStatusSchema = z.enum(['pending', 'approved', 'flagged', 'rejected']);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

export const uploadedMediaSchema = z.strictObject({
  id: z.string(),
  kind: mediaKindSchema,
  status: mediaStatusSchema,
  warnings: z.array(z.string()),
  flags: z.array(z.string()),
  score: z.number(),
  url: z.string(),
  /** null for videos. */
  thumbUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholderColor: z.string().nullable(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
