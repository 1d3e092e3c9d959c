import { useEffect, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, CircleAlert, CircleCheck, FileWarning, Film, RotateCw, ShieldAlert, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { MediaStatus } from '../../../../common/api/media';
import { extensionOf, type MediaItem } from './use-media-uploads';

/** A local file's preview URL, freed (URL.revokeObjectURL) when the tile goes away or the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}

const STATUS: Record<MediaStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-white/95 text-slate-700' },
  approved: { label: 'Approved', className: 'bg-brand-700 text-white' },
  flagged: { label: 'Flagged', className: 'bg-amber-500 text-slate-950' },
  rejected: { label: 'Error', className: 'bg-red-600 text-white' },
};

function StatusIcon({ status }: { status: MediaStatus }) {
  if (status === 'pending') return <Spinner className="size-3.5" label="" />;
  if (status === 'approved') return <CircleCheck className="size-3.5" aria-hidden="true" />;
  if (status === 'flagged') return <ShieldAlert className="size-3.5" aria-hidden="true" />;
  return <CircleAlert className="size-3.5" aria-hidden="true" />;
}

interface MediaTileProps {
  item: MediaItem;
  position: number;
  count: number;
  cover: boolean;
  onRemove: () => void;
  onRetry: () => void;
  onMove: (target: number) => void;
}

/** A refused or unreadable file: its type and why, never the browser's broken-image icon. */
function FilePlaceholder({ item }: { item: MediaItem }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 px-2 text-center text-slate-600">
      <FileWarning className="size-8 text-red-700" aria-hidden="true" />
      <span className="text-xs font-semibold uppercase">{extensionOf(item.name) || 'file'}</span>
    </div>
  );
}

const moveButton = 'flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-40';

export function MediaTile({ item, position, count, cover, onRemove, onRetry, onMove }: MediaTileProps) {
  const localUrl = useObjectUrl(item.file);
  const [broken, setBroken] = useState(false);
  const failed = item.status === 'rejected';
  const src = failed || broken ? null : (localUrl ?? item.url);
  const status = STATUS[item.status];
  const notesId = `${item.key}-notes`;
  const uploading = item.status === 'pending' && !item.id;
  const percent = item.progress === null ? 0 : Math.round(item.progress * 100);
  // Dragged by the picture (mouse or touch); the arrow buttons below do the same by keyboard.
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: item.key });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('overflow-hidden rounded-xl border border-slate-200 bg-white', isDragging && 'relative z-10 shadow-xl ring-2 ring-brand-500/40')}
      aria-describedby={notesId}
    >
      <div ref={setActivatorNodeRef} {...listeners} className="relative aspect-[4/3] touch-none cursor-grab bg-slate-100">
        {src && item.kind === 'image' ? <img src={src} alt={item.name} className="size-full object-cover" decoding="async" onError={() => setBroken(true)} /> : null}
        {src && item.kind === 'video' ? <video src={src} muted playsInline preload="metadata" className="size-full object-cover" aria-label={item.name} /> : null}
        {!src && (failed || broken) ? <FilePlaceholder item={item} /> : null}
        {!src && !failed && !broken ? (
          <div className="flex size-full items-center justify-center text-slate-400">
            <Film className="size-8" aria-hidden="true" />
          </div>
        ) : null}
        {cover ? <span className="absolute top-2 left-2 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white shadow">Cover</span> : null}
        <span className={cn('absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow', status.className)}>
          <StatusIcon status={item.status} />
          {uploading && item.progress !== null ? `${percent}%` : status.label}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${item.name}`}
          className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {uploading ? (
        <progress max={100} value={percent} aria-label={`Uploading ${item.name}`} className="block h-1.5 w-full appearance-none accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700" />
      ) : null}
      <div id={notesId} className="space-y-1 px-2.5 py-2 text-xs">
        <p className="truncate text-slate-600" title={item.name}>{item.name}</p>
        {item.error ? <p role="alert" className="text-red-700">{item.error}</p> : null}
        {item.warnings.length ? (
          <ul className="space-y-0.5 text-amber-900">
            {item.warnings.map((w) => <li key={w}>{w}</li>)}
          </ul>
        ) : null}
        {failed && item.retryable ? (
          <button type="button" onClick={onRetry} aria-label={`Retry ${item.name}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
            <RotateCw className="size-4" aria-hidden="true" />
            Retry
          </button>
        ) : null}
      </div>
      <div className="flex justify-between border-t border-slate-100 px-1">
        <button type="button" className={moveButton} disabled={position === 0} onClick={() => onMove(position - 1)} aria-label={`Move ${item.name} earlier (position ${position + 1} of ${count})`}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" className={moveButton} disabled={position === count - 1} onClick={() => onMove(position + 1)} aria-label={`Move ${item.name} later (position ${position + 1} of ${count})`}>
          <ArrowRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
