import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useEndOtherSessions } from '../../../lib/api/account';
import { errorMessage } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';

/**
 * Signs the account out on every other browser and device (a shared phone, a cybercafe computer, a lost
 * laptop). This device stays signed in, so the person can go on to change the password from it.
 */
export function SignOutElsewhere() {
  const endOthers = useEndOtherSessions();
  const [asking, setAsking] = useState(false);

  function confirm() {
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setAsking(false);
        toast({
          title: 'Signed out on other devices',
          description: ended === 0 ? 'No other device was signed in.' : `${ended} other ${ended === 1 ? 'device was' : 'devices were'} signed out. You are still signed in here.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setAsking(false);
        toast({ title: 'Error', description: errorMessage(error, 'Failed to sign out other devices. Please try again.'), variant: 'destructive' });
      },
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Used Salone Homes on someone else&apos;s phone or a shared computer? Sign out everywhere except this device.
      </p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" />
        Sign out on all other devices
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Sign out on all other devices?"
        description="Every other browser and device signed in to your account is signed out at once. You stay signed in on this one."
        confirmLabel="Sign out other devices"
        busy={endOthers.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
