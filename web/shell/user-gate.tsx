// Route guards. They wrap page components in app.tsx, so a page file can be replaced without losing its
// access rule. Each shows a loading state while the current user resolves.
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { LockKeyhole, ShieldAlert, WifiOff } from 'lucide-react';
import { ADMIN_GATE_REDIRECT_MS } from '../../common/constants';
import { useCurrentUser } from '../lib/api/current-user';
import { errorMessage } from '../lib/api/http';
import { isAdminUser } from '../lib/user-rules';
import type { CurrentUser } from '../../common/api/users';
import { signInReturningTo } from '../../common/return-path';
import { toast } from '../lib/toast-store';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/spinner';
import { StatusScreen } from '../components/routing/status-screen';

function ConnectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatusScreen
      icon={WifiOff}
      tone="warning"
      title="We could not reach Salone Homes"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {/* The server's own words when it answered (its database down: 503), else the connection is to blame. */}
      {errorMessage(error, 'Check your connection and try again.')}
    </StatusScreen>
  );
}

interface GateProps {
  children: ReactNode | ((user: CurrentUser) => ReactNode);
}

function render(children: GateProps['children'], user: CurrentUser) {
  return typeof children === 'function' ? children(user) : children;
}

interface RequireAuthProps extends GateProps {
  /** Show this text (with a sign-in button) instead of redirecting to /local-login when signed out. */
  signedOutMessage?: string;
  /** /registration itself must not bounce users without a type back to /registration. */
  allowWithoutType?: boolean;
}

/** Signed-in only. Signed-out visitors go to /local-login and come back after (or see `signedOutMessage`). */
export function RequireAuth({ children, signedOutMessage, allowWithoutType }: RequireAuthProps) {
  const { user, isLoading, isError, error, refetch } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  if (isError) return <ConnectionError error={error} onRetry={() => void refetch()} />;
  if (!user) {
    const signIn = signInReturningTo(window.location.pathname + window.location.search);
    if (!signedOutMessage) return <Redirect to={signIn} replace />;
    return (
      <StatusScreen
        icon={LockKeyhole}
        title="Sign in required"
        actions={
          <>
            <Button asChild>
              <Link href={signIn}>Sign in</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/join-platform">Create an account</Link>
            </Button>
          </>
        }
      >
        {signedOutMessage}
      </StatusScreen>
    );
  }
  // A provider sign-in without an account type chooses one first (spec: /registration).
  if (!user.userType && !allowWithoutType) return <Redirect to="/registration" replace />;
  return <>{render(children, user)}</>;
}

interface RequireAdminProps extends GateProps {
  /** Extra line under 'Unauthorized access' (user management says 'Access denied. Admin privileges required.'). */
  deniedText?: string;
}

function Unauthorized({ deniedText }: { deniedText?: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    // The toast outlives this screen: it is still showing on the home page after the redirect.
    toast({ title: 'Unauthorized', description: 'Admin access required. Redirecting...', variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), ADMIN_GATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <StatusScreen icon={ShieldAlert} tone="danger" title="Unauthorized access">
      {deniedText ?? 'Admin access required. Redirecting...'}
    </StatusScreen>
  );
}

/** Admin only (isAdmin AND userType 'admin'). Everyone else: message, toast, then home after 1 s. */
export function RequireAdmin({ children, deniedText }: RequireAdminProps) {
  const { user, isLoading, isError, error, refetch } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  if (isError) return <ConnectionError error={error} onRetry={() => void refetch()} />;
  if (!user || !isAdminUser(user)) return <Unauthorized deniedText={deniedText} />;
  return <>{render(children, user)}</>;
}

/** Agents only (after sign-in). Others see the spec's 'Access Denied' text. */
export function RequireAgent({ children }: GateProps) {
  return (
    <RequireAuth>
      {(user) =>
        user.userType === 'agent' ? (
          render(children, user)
        ) : (
          <StatusScreen
            icon={ShieldAlert}
            tone="danger"
            title="Access Denied"
            actions={
              <Button asChild variant="outline">
                <Link href="/dashboard">Go to my dashboard</Link>
              </Button>
            }
          >
            This page is only available to licensed real estate agents.
          </StatusScreen>
        )
      }
    </RequireAuth>
  );
}
