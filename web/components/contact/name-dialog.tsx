import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { profileUpdateSchema } from '../../../common/schemas/account';
import type { CurrentUser } from '../../../common/api/users';
import { useUpdateProfile } from '../../lib/api/account';
import { errorMessage, isApiError } from '../../lib/api/http';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

// The profile's own rules for the two names, so the dialog and the profile page refuse the same things.
const nameSchema = profileUpdateSchema.pick({ firstName: true, lastName: true });
type NameValues = z.input<typeof nameSchema>;
type NameOutput = z.output<typeof nameSchema>;

interface NameDialogProps {
  user: CurrentUser;
  onOpenChange: (open: boolean) => void;
  /** The name is on the profile: the message waiting for it can go. */
  onSaved: () => void;
}

/**
 * Asked once, before the first message of someone without a name (a phone sign-up): the receiver and the
 * e-mail or SMS about the message address the sender by it. Saved through the profile (PUT /api/users/me),
 * with every other detail as it is.
 */
export function NameDialog({ user, onOpenChange, onSaved }: NameDialogProps) {
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<NameValues, unknown, NameOutput>({
    resolver: zodResolver(nameSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });

  const onSubmit = handleSubmit((names) => {
    setProblem(null);
    const unchanged = { username: user.username ?? '', email: user.email, phoneNumber: user.phoneNumber, whatsappNumber: user.whatsappNumber, address: user.address };
    update.mutate({ ...unchanged, ...names }, {
      onSuccess: onSaved,
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        if (fields?.firstName || fields?.lastName) {
          if (fields.firstName) setError('firstName', { message: fields.firstName });
          if (fields.lastName) setError('lastName', { message: fields.lastName });
          return;
        }
        setProblem(errorMessage(error, 'We could not save your name. Please check your connection and try again.'));
      },
    });
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="sm" title="What is your name?" description="Owners and agents see it with your message, and in the e-mail or text that tells them about it.">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <FormField id="sender-first-name" label="First name" error={errors.firstName?.message}>
            {(aria) => <Input {...aria} autoComplete="given-name" autoFocus {...register('firstName')} />}
          </FormField>
          <FormField id="sender-last-name" label="Last name" optional error={errors.lastName?.message}>
            {(aria) => <Input {...aria} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
          <p className="text-sm text-slate-600">You can change it later on your profile.</p>
          {problem ? <Alert variant="danger">{problem}</Alert> : null}
          <Button type="submit" className="w-full" loading={update.isPending}>
            {update.isPending ? null : <Send aria-hidden="true" />}
            Save and send
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
