import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Photos are stored once per size as WebP with metadata (GPS, camera) stripped: phones on slow data get the
// small one, the detail page the large one.
export const IMAGE_VARIANTS = { sm: 480, md: 960, lg: 1600 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function mediaDir(dataDir: string, id: string): string {
  return path.resolve(dataDir, 'media', id);
}

export function mediaFilePath(dataDir: string, id: string, variant: ImageVariant): string {
  return path.join(mediaDir(dataDir, id), `${variant}.webp`);
}

export function mediaUrl(id: string, variant: ImageVariant = 'md'): string {
  return `/api/media/${id}/${variant}.webp`;
}

export interface StoredImage {
  width: number;
  height: number;
  bytes: number;
  placeholderColor: string;
}

/** Decodes, auto-rotates and re-encodes an image into every variant. Throws if it is not a decodable image. */
export async function storeImage(dataDir: string, id: string, input: Buffer): Promise<StoredImage> {
  const source = sharp(input, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate();
  const meta = await source.metadata();
  const stats = await source.clone().stats();
  const { r, g, b } = stats.dominant;
  await mkdir(mediaDir(dataDir, id), { recursive: true });
  let bytes = 0;
  for (const [variant, width] of Object.entries(IMAGE_VARIANTS)) {
    const out = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: variant === 'sm' ? 60 : 72, effort: 3 })
      .toBuffer();
    bytes += out.length;
    await writeFile(mediaFilePath(dataDir, id, variant as ImageVariant), out);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    width: (rotated ? meta.height : meta.width) ?? 0,
    height: (rotated ? meta.width : meta.height) ?? 0,
    bytes,
    placeholderColor: `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  };
}

export async function deleteMediaFiles(dataDir: string, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => rm(mediaDir(dataDir, id), { recursive: true, force: true })));
}
