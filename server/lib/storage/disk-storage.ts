// Media files on the local disk under DATA_DIR/media/<id>/: the default, for one server or a shared volume.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../../../common/schemas/ids.js';
import type { MediaStorage } from './media-storage.js';

export function diskMediaStorage(dataDir: string): MediaStorage {
  const root = path.resolve(dataDir, 'media');
  const fileOf = (key: string) => path.join(root, key);
  const ensureFolder = (key: string) => mkdir(path.dirname(fileOf(key)), { recursive: true });
  return {
    kind: 'disk',
    async put(key, body) {
      await ensureFolder(key);
      // Written beside and renamed: a reader sees the old file or the whole new one, never half of one.
      const temporary = `${fileOf(key)}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, fileOf(key));
    },
    async putFile(key, tempPath) {
      await ensureFolder(key);
      await rename(tempPath, fileOf(key));
    },
    async stat(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    },
    async read(key, range) {
      return createReadStream(fileOf(key), range);
    },
    async readAll(key) {
      return readFile(fileOf(key)).catch(() => null);
    },
    async deleteFolder(id) {
      await rm(path.join(root, id), { recursive: true, force: true });
    },
    async *listFolders() {
      const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
      // Only media folders: '.incoming' (uploads in progress) and anything else odd are not ours to judge here.
      for (const entry of entries) {
        if (!entry.isDirectory() || !isUuid(entry.name)) continue;
        const info = await stat(path.join(root, entry.name)).catch(() => null);
        if (info) yield { id: entry.name, modifiedAt: info.mtime };
      }
    },
  };
}
