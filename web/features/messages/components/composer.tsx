import { lazy, Suspense } from 'react';
import { SendHorizontal, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { CurrentUser } from '../../../../common/api/users';
import { type ThreadRef, useSendMessage } from '../../../lib/api/messages';
import type { Message } from '../../../../common/api/messages';
import { useMessageComposer } from '../../../components/contact/use-message-composer';
import { fullName } from '../../../../common/format';
import { MESSAGE_MAX_LENGTH } from '../../../../common/constants';

// The Radix dialog and the verification steps load only when someone chooses to verify.
const VerificationDialog = lazy(() => import('../../../components/contact/verification-dialog').then((m) => ({ default: m.VerificationDialog })));
const NameDialog = lazy(() => import('../../../components/contact/name-dialog').then((m) => ({ default: m.NameDialog })));

// The counter shows only near the limit, where it helps.
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

interface ComposerProps {
  me: CurrentUser;
  thread: ThreadRef;
  otherName: string;
  onSent: (message: Message) => void;
}

/** Writes a reply: Enter sends, Shift+Enter adds a line; only verified people can send (spec, Messaging). */
export function Composer({ me, thread, otherName, onSent }: ComposerProps) {
  const send = useSendMessage(onSent);
  const verified = me.isVerified;
  const { text, canSend, verifying, setVerifying, naming, setNaming, onNamed, onSubmit, textBox } = useMessageComposer({
    verified,
    named: Boolean(fullName(me)),
    send,
    inputFor: (content) => ({ receiverId: thread.otherId, propertyId: thread.propertyId, content }),
  });

  return (
    <div className="border-t border-slate-200 bg-white p-3 sm:px-4">
      {!verified ? (
        <div role="note" className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">Verify your identity to send messages.</span> A quick code by e-mail or phone keeps spam away.
          </p>
          <Button size="sm" onClick={() => setVerifying(true)}>Verify now</Button>
        </div>
      ) : null}
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor="reply-message" className="sr-only">Message to {otherName}</Label>
          <Textarea
            id="reply-message"
            rows={1}
            {...textBox}
            placeholder="Write a message…"
            enterKeyHint="send"
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby="reply-hint"
            className="field-sizing-content max-h-36 min-h-11 resize-none py-2.5"
          />
        </div>
        <Button type="submit" size="icon" className="size-11 rounded-xl" disabled={!canSend} loading={send.isPending} aria-label="Send message">
          {send.isPending ? null : <SendHorizontal aria-hidden="true" />}
        </Button>
      </form>
      <p id="reply-hint" className="mt-1.5 flex justify-between gap-3 text-xs text-slate-500">
        <span>{verified ? 'Enter sends. Shift + Enter adds a new line.' : 'Sending is turned off until you verify.'}</span>
        {text.length >= COUNTER_FROM ? <span className="tabular-nums">{text.length}/{MESSAGE_MAX_LENGTH}</span> : null}
      </p>
      {verifying ? (
        <Suspense fallback={null}>
          <VerificationDialog open={verifying} onOpenChange={setVerifying} user={me} />
        </Suspense>
      ) : null}
      {naming ? (
        <Suspense fallback={null}>
          <NameDialog user={me} onOpenChange={setNaming} onSaved={onNamed} />
        </Suspense>
      ) : null}
    </div>
  );
}
