import { cn } from '../lib/cn';

/** The house mark (same drawing as public/favicon.svg) and the wordmark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#0d6a3b" />
      <path d="M16 6.5 5.5 15h3v10h15V15h3z" fill="#fff" />
      <path d="M8.5 20.5h15V25h-15z" fill="#0a6cc2" />
      <rect x="13.5" y="17" width="5" height="8" rx="1" fill="#0d6a3b" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-slate-900">
        Salone <span className="text-brand-700">Homes</span>
      </span>
    </span>
  );
}
