// The listing's photos and videos: new files upload one by one (two at a time) as soon as they are chosen,
// each with its own state; existing ones come from the listing being edited.
import { useCallback, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, MAX_UPLOAD_FILES, VIDEO_MAX_BYTES } from '../../../../common/constants';
import { UPLOAD_EXTENSIONS } from '../../../../common/listing-builder';
import { isApiError } from '../../../lib/api/http';
import { deleteMedia, mediaPreviewUrl, uploadMedia, UploadNetworkError } from '../../../lib/api/media';
import type { Listing } from '../../../../common/api/listings';
import type { MediaStatus } from '../../../../common/api/media';
import { shrinkImage } from '../../../lib/shrink-image';
import type { SavedMediaRef } from '../autosave/autosave-logic';

export const PROCESSING_ERROR = 'Error processing file - please try again.';
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'];
const MB = 1024 * 1024;
const CONCURRENT_UPLOADS = 2;

export interface MediaItem {
  key: string;
  kind: 'image' | 'video';
  name: string;
  /** The local file (new uploads): its preview is made and freed by the tile. */
  file: File | null;
  /** The server's preview URL (existing media, or after upload when no local file is kept). */
  url: string | null;
  /** The server's media id, once uploaded. */
  id: string | null;
  status: MediaStatus;
  warnings: string[];
  /** Part of the listing already (edit page): removing it detaches it on save instead of deleting now. */
  existing: boolean;
  /** Share of the bytes sent (0..1) while uploading; null before the first report. */
  progress: number | null;
  /** The one message for a failed upload. */
  error: string | null;
  /** The failure was the connection or the server, not the file: the same file may be sent again. */
  retryable: boolean;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

let counter = 0;
const nextKey = () => `m${Date.now().toString(36)}${(counter += 1)}`;

const settled = { progress: null, error: null, retryable: false };

/** What the lister edits: the proposal waiting for review when there is one, else the listing itself. */
export function mediaFromListing(listing: Listing): MediaItem[] {
  const source = listing.pendingChanges ?? listing;
  const warnFor = (status: MediaStatus) => (status === 'flagged' ? ['Did not pass moderation: it is left out of the listing when you save.'] : []);
  return [
    ...source.photos.map((p) => ({
      key: p.id, kind: 'image' as const, name: 'Photo', file: null, url: p.sm, id: p.id, status: p.status, warnings: warnFor(p.status), existing: true, ...settled,
    })),
    ...source.videoFiles.map((v) => ({
      key: v.id, kind: 'video' as const, name: 'Video', file: null, url: v.url, id: v.id, status: v.status, warnings: warnFor(v.status), existing: true, ...settled,
    })),
  ];
}

/** Uploads the local copy remembers: shown from the server, as the files themselves are gone after a reload. */
export function mediaFromLocalCopy(refs: SavedMediaRef[]): MediaItem[] {
  return refs.map((r) => ({
    key: r.id, kind: r.kind, name: r.name, file: null, url: mediaPreviewUrl(r.id, r.kind), id: r.id, status: r.status, warnings: [], existing: false, ...settled,
  }));
}

export function useMediaUploads(initial: MediaItem[] = []) {
  const [items, setItems] = useState<MediaItem[]>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const removedExisting = useRef<string[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const queue = useRef<Array<() => Promise<void>>>([]);
  const running = useRef(0);

  const patch = useCallback((key: string, change: Partial<MediaItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < CONCURRENT_UPLOADS && queue.current.length > 0) {
      const job = queue.current.shift()!;
      running.current += 1;
      void job().finally(() => {
        running.current -= 1;
        pump();
      });
    }
  }, []);

  const startUpload = useCallback(
    (item: MediaItem) => {
      const controller = new AbortController();
      aborts.current.set(item.key, controller);
      queue.current.push(async () => {
        if (controller.signal.aborted) return;
        try {
          const file = item.kind === 'image' ? await shrinkImage(item.file!) : item.file!;
          const onProgress = ({ sent, total }: { sent: number; total: number }) => patch(item.key, { progress: total ? sent / total : null });
          const uploaded = await uploadMedia(file, { signal: controller.signal, onProgress });
          patch(item.key, { id: uploaded.id, status: uploaded.status, warnings: [...uploaded.flags, ...uploaded.warnings], progress: 1 });
        } catch (error) {
          if (controller.signal.aborted) return;
          // One message per file: the server's reason when it gave one, else the spec's text.
          const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
          const reason = isApiError(error) && error.serverMessage ? error.serverMessage : null;
          const message = error instanceof UploadNetworkError ? 'Upload failed: the connection dropped.' : (reason ?? PROCESSING_ERROR);
          patch(item.key, { status: 'rejected', error: message, warnings: [], retryable: !refused, progress: null });
        } finally {
          aborts.current.delete(item.key);
        }
      });
      pump();
    },
    [patch, pump],
  );

  const addFiles = useCallback(
    (files: FileList | File[]) => {
      const chosen = Array.from(files);
      const room = MAX_UPLOAD_FILES - items.length;
      const messages: string[] = [];
      const accepted: MediaItem[] = [];
      for (const file of chosen) {
        const ext = extensionOf(file.name);
        if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
          messages.push(`${file.name}: this type of file cannot be uploaded (use ${UPLOAD_EXTENSIONS.join(', ')}).`);
          continue;
        }
        if (accepted.length >= room) {
          messages.push(`You can add at most ${MAX_UPLOAD_FILES} photos and videos; the rest were left out.`);
          break;
        }
        const kind = VIDEO_EXTENSIONS.includes(ext) ? 'video' : 'image';
        const limit = kind === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
        // Big images are shrunk before upload, so only videos are refused here for their size.
        if (kind === 'video' && file.size > limit) {
          messages.push(`${file.name}: videos must be at most ${limit / MB} MB.`);
          continue;
        }
        accepted.push({ key: nextKey(), kind, name: file.name, file, url: null, id: null, status: 'pending', warnings: [], existing: false, ...settled });
      }
      setNotice(messages.length ? [...new Set(messages)].join(' ') : null);
      if (accepted.length === 0) return;
      setItems((list) => [...list, ...accepted]);
      accepted.forEach(startUpload);
    },
    [items.length, startUpload],
  );

  const remove = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key);
      if (!item) return;
      aborts.current.get(key)?.abort();
      if (item.existing && item.id) removedExisting.current.push(item.id);
      // A fresh upload is not on any listing yet: delete it from the server now (best effort).
      else if (item.id) void deleteMedia(item.id).catch(() => undefined);
      setItems((list) => list.filter((i) => i.key !== key));
    },
    [items],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key);
      if (!item?.file || !item.retryable) return;
      const again = { ...item, status: 'pending' as const, error: null, retryable: false, progress: null };
      patch(key, again);
      startUpload(again);
    },
    [items, patch, startUpload],
  );

  /** Moves a file to another place in the list; the first photo is the listing's cover. */
  const moveTo = useCallback((key: string, target: number) => {
    setItems((list) => {
      const from = list.findIndex((i) => i.key === key);
      if (from < 0 || target < 0 || target >= list.length || from === target) return list;
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(target, 0, moved!);
      return next;
    });
  }, []);

  /** After a successful save: files taken off the listing are detached now and can be deleted for good. */
  const purgeRemoved = useCallback(() => {
    const ids = removedExisting.current.splice(0);
    ids.forEach((id) => void deleteMedia(id).catch(() => undefined));
  }, []);

  const approvedIds = (kind: 'image' | 'video') => items.filter((i) => i.kind === kind && i.status === 'approved' && i.id).map((i) => i.id!);
  return {
    items,
    notice,
    addFiles,
    remove,
    retry,
    moveTo,
    purgeRemoved,
    uploading: items.filter((i) => i.status === 'pending').length,
    imageIds: approvedIds('image'),
    /** The first photo, the listing's cover. */
    coverKey: items.find((i) => i.kind === 'image')?.key ?? null,
    videoIds: approvedIds('video'),
  };
}
export type MediaUploads = ReturnType<typeof useMediaUploads>;
