import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const styles: Record<AlertVariant, { box: string; icon: typeof Info }> = {
  info: { box: 'border-accent-200 bg-accent-50 text-accent-900', icon: Info },
  success: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: CircleCheck },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
};

/** An inline notice box (not a toast): stays on the page until the situation changes. */
export function Alert({ variant = 'info', title, children, className }: { variant?: AlertVariant; title?: ReactNode; children?: ReactNode; className?: string }) {
  const { box, icon: Icon } = styles[variant];
  return (
    <div className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed opacity-95">{children}</div> : null}
      </div>
    </div>
  );
}
