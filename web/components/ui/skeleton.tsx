import { cn } from '../../lib/cn';

/** A grey block that pulses where content is loading; hidden from screen readers (the section says it loads). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200/80', className)} />;
}
