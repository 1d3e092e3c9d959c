import { useEffect, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const SITE = 'Salone Homes';

/** Sets the tab title: "<page> · Salone Homes"; without a page title, the site's full title. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — Property in Sierra Leone`;
  }, [title]);
}

export function Container({ className, children, size = 'lg' }: { className?: string; children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  const width = { sm: 'max-w-lg', md: 'max-w-3xl', lg: 'max-w-6xl' }[size];
  return <div className={cn('mx-auto w-full px-4 sm:px-6', width, className)}>{children}</div>;
}

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  eyebrow?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1.5">
        {eyebrow ? <div className="text-sm font-semibold text-brand-700">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-2xl text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
