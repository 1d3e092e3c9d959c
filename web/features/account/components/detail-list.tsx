import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface DetailItem {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** Label and value rows; an empty value says so instead of leaving a gap. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <Icon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value || <span className="text-slate-400">Not provided</span>}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
