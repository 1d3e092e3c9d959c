import { useState } from 'react';
import { ChevronLeft, ChevronRight, ImageOff, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import type { ListingPhoto } from '../../../../common/api/listings';

/** Thumbnails of every photo (flagged ones marked), each opening a large view: fakes show in the photos. */
export function PhotoStrip({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
        <ImageOff className="size-4" aria-hidden="true" />
        No photos uploaded
      </p>
    );
  }
  const current = open === null ? null : photos[open];
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + photos.length) % photos.length));
  return (
    <>
      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={`Photos of ${title}`}>
        {photos.map((p, i) => (
          <li key={p.id} className="shrink-0">
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Open photo ${i + 1} of ${photos.length}${p.status === 'flagged' ? ' (flagged)' : ''}`}
              className="relative block size-20 overflow-hidden rounded-lg bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:size-24"
              style={{ backgroundColor: p.placeholderColor ?? undefined }}
            >
              <img src={p.sm} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              {p.status === 'flagged' ? (
                <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-amber-500 py-0.5 text-[10px] font-bold text-slate-950">
                  <ShieldAlert className="size-3" aria-hidden="true" />
                  Flagged
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(v) => !v && setOpen(null)}>
        {current ? (
          <DialogContent size="xl" title={`${title}: photo ${open! + 1} of ${photos.length}`}>
            <img src={current.lg} alt={`Photo ${open! + 1} of ${title}`} className="max-h-[70dvh] w-full rounded-xl bg-slate-100 object-contain" />
            {current.status === 'flagged' ? <p className="mt-2 text-sm text-amber-800">This photo was flagged by the automatic checks and is not shown publicly.</p> : null}
            {photos.length > 1 ? (
              <div className="mt-3 flex justify-between">
                <Button variant="outline" onClick={() => step(-1)}><ChevronLeft aria-hidden="true" />Previous</Button>
                <Button variant="outline" onClick={() => step(1)}>Next<ChevronRight aria-hidden="true" /></Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
