// Renders the planned demo photos and stores each under its own media id, a few at a time: rendering and
// WebP encoding are CPU-bound, and more workers than cores only adds memory.
import { availableParallelism } from 'node:os';
import { storeImage, type MediaStorage, type StoredImage } from '../../lib/storage/media-storage.js';
import { renderScene, type SceneSpec } from './images.js';
import type { PlannedPhoto } from './plan.js';

/** Calls `work` for every item with at most `limit` running at once; results keep the input order. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Stores one demo photo of `scene` under media `id`: what writeDemoPhotos does for each photo unless told otherwise. */
export type DemoPhotoStore = (storage: MediaStorage, id: string, scene: SceneSpec) => Promise<StoredImage>;

/**
 * Writes every photo's files; returns what storeImage measured, by media id. `storePhoto` replaces the drawing and
 * encoding of each photo (the tests' servers reuse the files of a scene drawn once, tests/helpers/demo-photos.ts).
 */
export async function writeDemoPhotos(storage: MediaStorage, photos: readonly PlannedPhoto[], storePhoto?: DemoPhotoStore): Promise<Map<string, StoredImage>> {
  // A scene shared by several listings (the same sitting room) is drawn once and stored once per listing.
  const rendered = new Map<string, Promise<Buffer>>();
  const render = (scene: SceneSpec) => {
    const key = JSON.stringify(scene);
    if (!rendered.has(key)) rendered.set(key, renderScene(scene));
    return rendered.get(key)!;
  };
  const store: DemoPhotoStore = storePhoto ?? (async (to, id, scene) => storeImage(to, id, await render(scene)));
  const stored = await mapWithLimit(photos, availableParallelism() + 1, (photo) => store(storage, photo.id, photo.scene));
  return new Map(photos.map((photo, index) => [photo.id, stored[index]!]));
}
