import { useRef, useState, type DragEvent } from 'react';
import { closestCenter, DndContext, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { ImagePlus } from 'lucide-react';
import { MAX_UPLOAD_FILES } from '../../../../common/constants';
import { UPLOAD_EXTENSIONS } from '../../../../common/listing-builder';
import { FieldError } from '../../../components/ui/field-error';
import { cn } from '../../../lib/cn';
import { MediaTile } from './media-tile';
import type { MediaUploads } from './use-media-uploads';

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export function MediaSection({ media, error }: { media: MediaUploads; error?: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const full = media.items.length >= MAX_UPLOAD_FILES;
  const flagged = media.items.filter((i) => i.status === 'flagged').length;
  // A short hold or move starts a drag, so taps on the tile's buttons still work.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }), useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }));
  const keys = media.items.map((i) => i.key);
  // Said by screen readers instead of dnd-kit's default, which reads out the tiles' internal ids.
  const [moveNote, setMoveNote] = useState('');
  const tileName = (key: unknown) => {
    const index = keys.indexOf(String(key));
    return `${media.items[index]?.kind === 'video' ? 'Video' : 'Photo'} ${index + 1} of ${keys.length}`;
  };
  const movedText = (key: unknown, target: number) => `${tileName(key)}, moved to position ${target + 1}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${tileName(active.id)}.`,
    onDragOver: ({ active, over: target }) => (target ? movedText(active.id, keys.indexOf(String(target.id))) : undefined),
    onDragEnd: ({ active, over: target }) => (target ? `${movedText(active.id, keys.indexOf(String(target.id)))}.` : `${tileName(active.id)} dropped back in place.`),
    onDragCancel: ({ active }) => `Moving ${tileName(active.id)} was cancelled.`,
  };
  function onDragEnd({ active, over: target }: DragEndEvent) {
    if (target && active.id !== target.id) media.moveTo(String(active.id), keys.indexOf(String(target.id)));
  }
  function moveWithButton(key: string, target: number) {
    setMoveNote(`${movedText(key, target)}.`);
    media.moveTo(key, target);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) media.addFiles(event.dataTransfer.files);
  }

  return (
    <>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
          over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus className="size-8 text-brand-700" aria-hidden="true" />
        <label htmlFor="listing-media" className={cn('mt-2 font-semibold text-brand-800', full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:underline')}>
          Add photos or videos
        </label>
        <input
          ref={input}
          id="listing-media"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={full}
          aria-describedby="listing-media-hint"
          className="sr-only"
          onChange={(e) => {
            if (e.target.files?.length) media.addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <p id="listing-media-hint" className="mt-1 text-sm text-slate-600">
          Up to {MAX_UPLOAD_FILES} files: {UPLOAD_EXTENSIONS.join(', ')}. Large photos are made smaller on your phone before upload to save data.
        </p>
        <p className="mt-1 text-sm font-medium text-slate-700" aria-live="polite">
          {media.items.length} of {MAX_UPLOAD_FILES} added{media.uploading ? ` · ${media.uploading} uploading` : ''}
        </p>
      </div>
      {media.notice ? <p role="alert" className="text-sm text-amber-800">{media.notice}</p> : null}
      <FieldError message={error} />
      {flagged ? (
        <p className="text-sm text-amber-800">
          Flagged files did not pass our checks and are left out of the listing. Remove them and try a clearer photo.
        </p>
      ) : null}
      {media.items.length ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: 'Drag a photo to move it, or use its arrow buttons.' },
          }}
        >
          <SortableContext items={keys} strategy={rectSortingStrategy}>
            <ul aria-label="Photos and videos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {media.items.map((item, index) => (
                <MediaTile
                  key={item.key}
                  item={item}
                  position={index}
                  count={media.items.length}
                  cover={item.key === media.coverKey}
                  onRemove={() => media.remove(item.key)}
                  onRetry={() => media.retry(item.key)}
                  onMove={(target) => moveWithButton(item.key, target)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="media-move-note">{moveNote}</p>
      <p className="text-xs text-slate-500">The first photo is the cover of your listing: drag a photo, or use its arrows, to change the order. Only approved files are published.</p>
    </>
  );
}
