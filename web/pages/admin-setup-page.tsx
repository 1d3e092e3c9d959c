import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CircleCheck, ShieldCheck, WifiOff } from 'lucide-react';
import { setupAdminStatusQuery } from '../lib/api/auth';
import { Spinner } from '../components/ui/spinner';
import { usePageTitle } from '../components/layout/page';
import { StatusScreen } from '../components/routing/status-screen';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { AdminSetupForm } from '../features/auth/components/admin-setup-form';

export default function AdminSetupPage() {
  usePageTitle('Admin setup');
  const [created, setCreated] = useState(false);
  const status = useQuery(setupAdminStatusQuery);

  if (created) {
    return (
      <StatusScreen
        icon={CircleCheck}
        tone="success"
        title="Admin User Created"
        actions={
          <>
            <Button asChild>
              <Link href="/admin">Open Approve Listings</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/dashboard">Go to the dashboard</Link>
            </Button>
          </>
        }
      >
        Your administrator account is ready and you are signed in. You can now review listings and new accounts.
      </StatusScreen>
    );
  }

  if (status.isPending) {
    return <div className="flex min-h-[55vh] items-center justify-center"><Spinner label="Checking whether setup is needed…" /></div>;
  }
  if (status.isError) {
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not check the setup" actions={<Button onClick={() => void status.refetch()}>Try again</Button>}>
        Check your connection and try again.
      </StatusScreen>
    );
  }
  if (!status.data.needed) {
    return (
      <StatusScreen
        icon={ShieldCheck}
        title="An administrator already exists"
        actions={<Button asChild><Link href="/local-login">Sign in</Link></Button>}
      >
        Setup is done: this one-time step is closed. Administrators sign in with their username and password.
      </StatusScreen>
    );
  }

  return (
    <AuthLayout
      title="Set up the first administrator"
      description="This one-time step creates the account that approves listings and new businesses."
      asideTitle="Get Salone Homes ready for your team"
    >
      <Alert variant="info" className="mb-5">
        Only the first administrator can be created here. Once an admin exists, this form is closed.
      </Alert>
      <AdminSetupForm onCreated={() => setCreated(true)} />
    </AuthLayout>
  );
}
