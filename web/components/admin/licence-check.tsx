import { BadgeCheck, ShieldQuestion } from 'lucide-react';
import { Button } from '../ui/button';
import { Badge } from '../ui/badge';
import { useCheckLicence } from '../../lib/api/admin';
import { errorMessage } from '../../lib/api/http';
import { toast } from '../../lib/toast-store';

interface LicenceCheckProps {
  agentId: string;
  licenseNumber: string;
  checked: boolean;
}

/**
 * The admin's "Licence checked" switch (issue 30, item 4), on Approve Businesses and beside an agent's listing.
 * The agent's 'Licensed Agent' badge depends on it alone, so it says what the admin vouches for.
 */
export function LicenceCheck({ agentId, licenseNumber, checked }: LicenceCheckProps) {
  const check = useCheckLicence();
  const set = (next: boolean) =>
    check.mutate(
      { id: agentId, checked: next, licenseNumber },
      {
        onSuccess: () => toast({ title: next ? 'Licence checked' : 'Licence check withdrawn', description: `${licenseNumber}`, variant: 'success' }),
        onError: (error) => toast({ title: 'Could not record the check', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="licence-check">
      {checked ? (
        <>
          <Badge variant="success"><BadgeCheck aria-hidden="true" />Licence checked</Badge>
          <Button size="sm" variant="outline" loading={check.isPending} onClick={() => set(false)}>Withdraw check</Button>
        </>
      ) : (
        <>
          <Badge variant="warning"><ShieldQuestion aria-hidden="true" />Licence not checked</Badge>
          {/* The licence number can be long: the label wraps on a narrow phone instead of pushing the page sideways. */}
          <Button size="sm" variant="outline" className="h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal" loading={check.isPending} onClick={() => set(true)}>
            I checked {licenseNumber} in the register
          </Button>
        </>
      )}
    </div>
  );
}
