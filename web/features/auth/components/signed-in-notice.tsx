import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { useCurrentUser } from '../../../lib/api/current-user';
import { displayName } from '../../../lib/user-rules';

/** On sign-in and sign-up pages: tells someone already signed in, and offers the way back. */
export function SignedInNotice({ action = 'Signing in again' }: { action?: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Alert variant="info" className="mb-5" title={`You are signed in as ${displayName(user)}`}>
      {action} will switch to the other account.{' '}
      <Link href="/dashboard" className="font-semibold underline">
        Go to my dashboard
      </Link>
    </Alert>
  );
}
