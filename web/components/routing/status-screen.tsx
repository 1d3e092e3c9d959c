import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

interface StatusScreenProps {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger' | 'success' | 'warning';
}

const tones = {
  neutral: 'bg-slate-100 text-slate-700',
  danger: 'bg-red-100 text-red-700',
  success: 'bg-brand-100 text-brand-700',
  warning: 'bg-amber-100 text-amber-800',
};

/** A centred message screen: access denied, sign-in needed, not found, done. */
export function StatusScreen({ icon: Icon, title, children, actions, tone = 'neutral' }: StatusScreenProps) {
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-md flex-col items-center justify-center px-6 py-12 text-center">
      <span className={cn('mb-5 flex size-14 items-center justify-center rounded-full', tones[tone])}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
      {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
