import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Photos are stored once per size as WebP with metadata (GPS, camera) stripped: phones on slow data get the
// small one, the detail page the large one. Videos are kept as uploaded.
export const IMAGE_VARIANTS = { sm: 480, md: 960, lg: 1600 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function isImageVariant(value: string): value is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, value);
}

export function mediaDir(dataDir: string, id: string): string {
  return path.resolve(dataDir, 'media', id);
}

export function mediaFilePath(dataDir: string, id: string, variant: ImageVariant): string {
  return path.join(mediaDir(dataDir, id), `${variant}.webp`);
}

export function mediaUrl(id: string, variant: ImageVariant = 'md'): string {
  return `/api/media/${id}/${variant}.webp`;
}

/** Video container by MIME type: the file extension it is stored under. */
export const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
};

export function videoFilePath(dataDir: string, id: string, mimeType: string): string {
  return path.join(mediaDir(dataDir, id), `original.${VIDEO_EXTENSIONS[mimeType] ?? 'bin'}`);
}

export function videoUrl(id: string): string {
  return `/api/media/${id}/original`;
}

export interface StoredImage {
  width: number;
  height: number;
  bytes: number;
  placeholderColor: string;
}

const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: 80_000_000 } as const;
// A very tall image would otherwise keep its full height in memory while being cut into variants.
const MAX_VARIANT_HEIGHT = IMAGE_VARIANTS.lg * 4;

/** Decodes, auto-rotates and re-encodes an image into every variant. Throws if it is not a decodable image. */
export async function storeImage(dataDir: string, id: string, input: Buffer): Promise<StoredImage> {
  const meta = await sharp(input, DECODE_OPTIONS).metadata();
  // Decode once, at most as large as the biggest variant, and cut every variant from those pixels: decoding
  // the upload again for each size was most of the cost.
  const { data, info } = await sharp(input, DECODE_OPTIONS)
    .rotate()
    .resize({ width: IMAGE_VARIANTS.lg, height: MAX_VARIANT_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  await mkdir(mediaDir(dataDir, id), { recursive: true });
  const sizes = await Promise.all(
    (Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]).map(async ([variant, width]) => {
      const out = await pixels()
        .resize({ width, withoutEnlargement: true })
        // Effort 2 takes half the CPU of 3 for the same size on camera photos (measured: 1200 px, 98 vs 192 ms).
        .webp({ quality: variant === 'sm' ? 60 : 72, effort: 2 })
        .toBuffer();
      await writeFile(mediaFilePath(dataDir, id, variant), out);
      return out.length;
    }),
  );
  const { dominant } = await pixels().resize({ width: 64 }).stats();
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    width: (rotated ? meta.height : meta.width) ?? info.width,
    height: (rotated ? meta.width : meta.height) ?? info.height,
    bytes: sizes.reduce((sum, n) => sum + n, 0),
    placeholderColor: `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  };
}

/** Moves an uploaded video (already written to a temporary file) into its media folder. */
export async function storeVideoFile(dataDir: string, id: string, tempPath: string, mimeType: string): Promise<void> {
  await mkdir(mediaDir(dataDir, id), { recursive: true });
  await rename(tempPath, videoFilePath(dataDir, id, mimeType));
}

export async function deleteMediaFiles(dataDir: string, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => rm(mediaDir(dataDir, id), { recursive: true, force: true })));
}

// Link previews (WhatsApp, Facebook, X, iMessage) want a JPEG: several preview clients show no WebP at all.
// 1200 px wide keeps the photo's ratio and fits every large-card layout; 300 KB is the size WhatsApp is known
// to show reliably. Made from the stored large variant the first time a preview asks for it, then kept.
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_MAX_BYTES = 300 * 1024;
const QUALITIES = [80, 70, 60, 50, 40];

export function previewJpegPath(dataDir: string, id: string): string {
  return path.join(mediaDir(dataDir, id), 'preview.jpg');
}

export function previewJpegUrl(id: string): string {
  return `/api/media/${id}/preview.jpg`;
}

/** The preview JPEG's path, made now if it is not there yet. */
export async function ensurePreviewJpeg(dataDir: string, id: string): Promise<string> {
  const target = previewJpegPath(dataDir, id);
  if (await access(target).then(() => true, () => false)) return target;
  const source = sharp(mediaFilePath(dataDir, id, 'lg')).resize({ width: PREVIEW_WIDTH, height: PREVIEW_WIDTH, fit: 'inside', withoutEnlargement: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await source.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  // Written beside and renamed, so a reader never sees half a file (two first requests may both make it).
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, jpeg);
  await rename(temporary, target);
  return target;
}
