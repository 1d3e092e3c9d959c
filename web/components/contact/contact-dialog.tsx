import { Send, ShieldAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import type { CurrentUser } from '../../../common/api/users';
import { useMarkReadWhenShown, useSendMessage, useThread } from '../../lib/api/messages';
import { afterThreadRead } from '../../lib/messages/apply-message';
import type { ContactTarget } from './use-contact-lister';
import { MessageList } from './message-list';
import { useMessageComposer } from './use-message-composer';
import { VerificationDialog } from './verification-dialog';
import { NameDialog } from './name-dialog';
import { fullName } from '../../../common/format';
import { SAFETY_NOTE } from '../../../common/safety-texts';
import { MESSAGE_MAX_LENGTH } from '../../../common/constants';

interface ContactDialogProps {
  target: ContactTarget;
  user: CurrentUser;
  onClose: () => void;
}

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt="" width={44} height={44} className="size-11 shrink-0 rounded-full bg-slate-200 object-cover" />;
  const letters = name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  return (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
      {letters || '?'}
    </span>
  );
}

/** Writes to a listing's owner or agent about that listing (spec: Contact-message dialog). */
export default function ContactDialog({ target, user, onClose }: ContactDialogProps) {
  const client = useQueryClient();
  const thread = { otherId: target.receiverId, propertyId: target.propertyId };
  const conversation = useThread(thread);
  // The dialog shares the inbox's cached conversation; opening it reads what the lister wrote.
  const shown = conversation.isSuccess && !conversation.isFetching;
  useMarkReadWhenShown(thread, conversation.data, shown, user.id, () => afterThreadRead(client, user.id, thread));
  const send = useSendMessage();
  const verified = user.isVerified;
  const { canSend, verifying, setVerifying, naming, setNaming, onNamed, onSubmit, textBox } = useMessageComposer({
    verified,
    named: Boolean(fullName(user)),
    send,
    inputFor: (content) => ({ receiverId: target.receiverId, propertyId: target.propertyId, content }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" title={`Message ${target.receiverName}`} description={`About: ${target.propertyTitle}`}>
        <div className="mb-3 flex items-center gap-3">
          <Avatar name={target.receiverName} image={target.receiverImage} />
          <p className="text-sm text-slate-600">
            Messages stay in the app and are visible only to you and {target.receiverName}.
          </p>
        </div>
        <MessageList messages={conversation.data} myId={user.id} isLoading={conversation.isPending} isError={conversation.isError} />

        <p role="note" className="mt-3 text-xs font-medium text-amber-900">{SAFETY_NOTE}</p>

        {!verified ? (
          <div role="note" className="mt-3 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-semibold">Verify your identity to send messages</p>
              <p className="mt-0.5">A quick code by e-mail or phone keeps spam away from owners and agents.</p>
            </div>
            <Button size="sm" onClick={() => setVerifying(true)}>Verify now</Button>
          </div>
        ) : null}

        <form onSubmit={onSubmit} className="mt-3 space-y-2">
          <Label htmlFor="contact-message">Your message</Label>
          <Textarea
            id="contact-message"
            rows={3}
            {...textBox}
            placeholder="Hello, is this property still available? When could I view it?"
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby="contact-message-hint"
          />
          <div className="flex items-center justify-between gap-3">
            <p id="contact-message-hint" className="text-xs text-slate-600">Enter sends. Shift + Enter adds a new line.</p>
            <Button type="submit" disabled={!canSend} loading={send.isPending}>
              <Send aria-hidden="true" />
              Send
            </Button>
          </div>
        </form>
        {verifying ? <VerificationDialog open={verifying} onOpenChange={setVerifying} user={user} /> : null}
        {naming ? <NameDialog user={user} onOpenChange={setNaming} onSaved={onNamed} /> : null}
      </DialogContent>
    </Dialog>
  );
}
