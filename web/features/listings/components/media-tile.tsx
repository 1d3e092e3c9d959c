import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Film, ShieldAlert, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { MediaStatus } from '../../../../common/api/media';
import type { MediaItem } from './use-media-uploads';

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

export function MediaTile({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  const localUrl = useObjectUrl(item.file);
  const src = localUrl ?? item.url;
  const status = STATUS[item.status];
  const warningsId = `${item.key}-warnings`;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white" aria-describedby={item.warnings.length ? warningsId : undefined}>
      <div className="relative aspect-[4/3] bg-slate-100">
        {src && item.kind === 'image' ? <img src={src} alt={item.name} className="size-full object-cover" decoding="async" /> : null}
        {src && item.kind === 'video' ? <video src={src} muted playsInline preload="metadata" className="size-full object-cover" aria-label={item.name} /> : null}
        {!src ? (
          <div className="flex size-full items-center justify-center text-slate-400">
            <Film className="size-8" aria-hidden="true" />
          </div>
        ) : null}
        <span className={cn('absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow', status.className)}>
          <StatusIcon status={item.status} />
          {status.label}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${item.name}`}
          className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {item.warnings.length ? (
        <ul id={warningsId} className="space-y-0.5 px-2.5 py-2 text-xs text-amber-900">
          {item.warnings.map((w) => (
            <li key={w} className={cn(item.status === 'rejected' && 'text-red-700')}>{w}</li>
          ))}
        </ul>
      ) : (
        <p className="truncate px-2.5 py-2 text-xs text-slate-500" title={item.name}>{item.name}</p>
      )}
    </li>
  );
}
