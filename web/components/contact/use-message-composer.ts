// The logic of writing a message, shared by the contact dialog on a listing and the inbox's reply bar: what is
// sent, when (Enter, not Shift+Enter or mid-composition), verification first (spec, Messaging), then a name
// (issue 29: the receiver and the notice of the message address the sender by it). Each keeps
// its own markup: a dialog form and a one-line bar say different things around the same text box.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { isNameRequired, isSendKey, isVerificationRequired, messageToSend } from '../../lib/contact-rules';
import { toast } from '../../lib/use-toast';
import { errorMessage } from '../../lib/api/http';

interface SendMutation<Input> {
  mutate: (input: Input, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface ComposerOptions<Input> {
  /** Only verified people may send; others are offered the verification steps. */
  verified: boolean;
  /** Only people with a name may send; others are asked for it, and the message goes once it is saved. */
  named: boolean;
  send: SendMutation<Input>;
  /** The request for this text (who to, about which listing). */
  inputFor: (content: string) => Input;
}

export function useMessageComposer<Input>({ verified, named, send, inputFor }: ComposerOptions<Input>) {
  const [text, setText] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [naming, setNaming] = useState(false);
  const content = messageToSend(text);

  const deliver = () => {
    if (!content || send.isPending) return;
    send.mutate(inputFor(content), {
      onSuccess: () => setText(''),
      onError: (err) => {
        if (isVerificationRequired(err)) return setVerifying(true);
        if (isNameRequired(err)) return setNaming(true);
        toast({ title: 'Failed to send message', description: errorMessage(err, 'Please try again later.'), variant: 'destructive' });
      },
    });
  };
  const submit = () => {
    if (!verified) return setVerifying(true);
    if (!content || send.isPending) return;
    if (!named) return setNaming(true);
    deliver();
  };
  /** The name is saved: the message that was waiting for it goes now (`named` is still the old value here). */
  const onNamed = () => {
    setNaming(false);
    deliver();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) return;
    e.preventDefault();
    submit();
  };
  /** Props for the text box. */
  const textBox = { value: text, onChange: (e: { target: { value: string } }) => setText(e.target.value), onKeyDown };
  return { text, content, canSend: verified && Boolean(content), verifying, setVerifying, naming, setNaming, onNamed, onSubmit, textBox };
}
