import { Link, Redirect } from 'wouter';
import { APPROVAL_TIME_TEXT } from '../../common/constants';
import { Container, usePageTitle } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useSignedInUser } from '../lib/api/current-user';
import { ACCOUNT_STATUS_INFO } from '../features/account/components/account-status';
import { ApprovalSteps } from '../features/account/components/approval-steps';
import { cn } from '../lib/cn';
import { pendingPageRedirect } from '../lib/user-rules';

const toneClasses = { warning: 'bg-amber-100 text-amber-800', success: 'bg-brand-100 text-brand-700', danger: 'bg-red-100 text-red-700' };

export default function PendingPage() {
  const user = useSignedInUser();
  const status = user.accountStatus;
  const info = ACCOUNT_STATUS_INFO[status];
  usePageTitle(info.title);
  const Icon = info.icon;
  const redirect = pendingPageRedirect(user);
  if (redirect) return <Redirect to={redirect} replace />;

  return (
    <Container size="sm" className="py-8 sm:py-12">
      <Card className="p-6 text-center sm:p-8">
        <span className={cn('mx-auto flex size-14 items-center justify-center rounded-full', toneClasses[info.tone])}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{info.title}</h1>
        {status === 'pending' ? (
          <p className="mt-2 text-slate-600">
            Thank you for registering. Our team reviews new accounts within {APPROVAL_TIME_TEXT}. Meanwhile you can prepare
            listings: they are published once your account is approved.
          </p>
        ) : null}
        {status === 'approved' ? (
          <p className="mt-2 text-slate-600">Your account is approved. Your listings go live once each one has been reviewed.</p>
        ) : null}
        {status === 'rejected' ? (
          <div className="mt-4 space-y-3 text-left">
            <Alert variant="danger" title="Reason">
              {user.rejectionReason || 'No reason was given.'}
            </Alert>
            <p className="text-sm text-slate-600">
              If you think this is a mistake, please contact support, or fix the issue above and reapply.
            </p>
          </div>
        ) : null}
        <div className="mt-6 rounded-2xl bg-slate-50 p-5">
          <ApprovalSteps status={status} />
        </div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {status === 'rejected' ? (
            <Button asChild>
              <Link href="/profile">Review my profile</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link href="/list-property">{status === 'approved' ? 'List a property' : 'Prepare a listing'}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/dashboard">Go to my dashboard</Link>
          </Button>
        </div>
      </Card>
    </Container>
  );
}
