import { cn } from '../../../lib/cn';
import type { StreamStatus } from '../live/use-event-stream';

const text: Record<Exclude<StreamStatus, 'idle'>, string> = { live: 'Live', connecting: 'Reconnecting…', offline: 'Offline' };
const hint: Record<Exclude<StreamStatus, 'idle'>, string> = {
  live: 'New messages appear here as they arrive.',
  connecting: 'The connection dropped. Reconnecting for live updates…',
  offline: 'Live updates are paused. Reload the page to see new messages.',
};

/** Whether new messages arrive by themselves right now. */
export function LiveStatus({ status }: { status: StreamStatus }) {
  if (status === 'idle') return null;
  return (
    <span
      title={hint[status]}
      data-stream={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'live' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600',
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', status === 'live' ? 'bg-emerald-500' : status === 'offline' ? 'bg-slate-400' : 'animate-pulse bg-amber-400')} />
      {text[status]}
      <span className="sr-only">: {hint[status]}</span>
    </span>
  );
}
