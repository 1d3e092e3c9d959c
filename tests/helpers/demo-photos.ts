// The demo photos of the tests' servers, drawn and encoded once per test process. Every API test and browser
// journey with `demo: true` seeds the small demo, and drawing its photos and encoding their sizes took about two
// seconds of CPU each time, for the same pictures: a scene's drawing never changes, so its files are kept here
// and written again under each new photo's id. The files are what the server itself made of the picture
// (storeImage), so the servers serve, list and fingerprint the same bytes as before.
import type { Readable } from 'node:stream';
import { renderScene, type SceneSpec } from '../../server/db/demo/images.js';
import type { DemoPhotoStore } from '../../server/db/demo/photos.js';
import { storeImage, type MediaStorage, type StoredImage } from '../../server/lib/storage/media-storage.js';

interface File { key: string; body: Buffer; contentType: string }
interface Drawn { measured: StoredImage; files: File[] }

// A media id no listing has: the files are recorded under it and renamed for each photo.
const RECORDED_ID = '00000000-0000-4000-8000-00000000d3e0';
const drawnScenes = new Map<string, Promise<Drawn>>();

/** Keeps what storeImage puts; storeImage writes and never reads. */
function recorder(files: File[]): MediaStorage {
  const unused = (): never => { throw new Error('demo-photos: storeImage only writes'); };
  return {
    kind: 'disk',
    async put(key, body, contentType) { files.push({ key, body, contentType }); },
    putFile: unused,
    stat: unused,
    read: unused as (key: string) => Promise<Readable>,
    readAll: unused,
    deleteFolder: unused,
    listFolders: unused,
  };
}

function draw(scene: SceneSpec): Promise<Drawn> {
  const key = JSON.stringify(scene);
  let drawn = drawnScenes.get(key);
  if (!drawn) {
    drawn = (async () => {
      const files: File[] = [];
      const measured = await storeImage(recorder(files), RECORDED_ID, await renderScene(scene));
      return { measured, files };
    })();
    drawn.catch(() => drawnScenes.delete(key));
    drawnScenes.set(key, drawn);
  }
  return drawn;
}

export const storeDemoPhotoOnce: DemoPhotoStore = async (storage, id, scene) => {
  const { measured, files } = await draw(scene);
  await Promise.all(files.map((file) => storage.put(file.key.replace(RECORDED_ID, id), file.body, file.contentType)));
  return { ...measured };
};
