import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface DetailItem {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/**
 * Label and value rows; an empty value says so instead of leaving a gap. Each row is a <div> holding only its
 * <dt> and <dd> (the icon sits inside the <dt>), the one structure a description list allows.
 */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 py-3 first:pt-0 last:pb-0">
          <dt className="col-span-2 flex items-center gap-3 text-sm text-slate-600">
            <Icon className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            {label}
          </dt>
          <dd className="col-start-2 break-words text-slate-900">{value || <span className="text-slate-600 italic">Not provided</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
