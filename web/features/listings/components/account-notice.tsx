import { Link } from 'wouter';
import { APPROVAL_TIME_TEXT } from '../../../../common/constants';
import { Alert } from '../../../components/ui/alert';
import type { CurrentUser } from '../../../../common/api/users';

/** Listers waiting for (or refused) account approval learn what happens to their listings. */
export function AccountNotice({ user }: { user: CurrentUser }) {
  if (user.accountStatus === 'pending') {
    return (
      <Alert variant="warning" title="Your account is waiting for approval">
        You can prepare and submit listings now. They will be published once your account is approved (usually within {APPROVAL_TIME_TEXT})
        and each listing has been reviewed. <Link href="/pending" className="font-semibold underline">Check your account status</Link>
      </Alert>
    );
  }
  if (user.accountStatus === 'rejected') {
    return (
      <Alert variant="danger" title="Your account was not approved">
        Listings from this account cannot be published. {user.rejectionReason ? `Reason: ${user.rejectionReason}. ` : ''}
        Please contact support or reapply. <Link href="/pending" className="font-semibold underline">What to do next</Link>
      </Alert>
    );
  }
  return null;
}
