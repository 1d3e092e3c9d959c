import { Link } from 'wouter';
import { MessageSquare, MessagesSquare, Search, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { SAFETY_NOTE } from '../../../../common/safety-texts';

/** Spec: messages are visible only to participants, history is preserved, professional conduct is monitored. */
export function SecureNote({ className }: { className?: string }) {
  return (
    <aside aria-labelledby="secure-note-title" className={cn('flex gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 text-sm text-slate-700', className)}>
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <h2 id="secure-note-title" className="font-semibold text-slate-900">Secure Communication</h2>
        <p className="mt-0.5">
          Your messages are visible only to the people in the conversation. Message history is preserved, and
          professional conduct is monitored to keep the marketplace safe.
        </p>
        <p className="mt-1 font-medium text-amber-900">{SAFETY_NOTE} <Link href="/trust" className="underline">How we keep you safe</Link></p>
      </div>
    </aside>
  );
}

/** Nobody has written yet: how a conversation starts. */
export function EmptyInbox() {
  return (
    <EmptyState
      icon={MessageSquare}
      title="No conversations yet"
      description="Start a conversation by contacting a property owner or agent from a listing. Their replies will appear here."
      action={
        <Button asChild>
          <Link href="/search">
            <Search aria-hidden="true" />
            Browse properties
          </Link>
        </Button>
      }
      className="border-0 py-10"
    />
  );
}

/** Wide screens with no conversation open yet. */
export function NoThreadSelected() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center text-slate-600">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </span>
      <p className="font-semibold text-slate-900">Choose a conversation</p>
      <p className="max-w-xs text-sm">Pick someone on the left to read and reply to their messages.</p>
    </div>
  );
}
