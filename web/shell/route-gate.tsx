import type { ReactNode } from 'react';
import type { RouteAccess } from '../../common/routes';
import { LoadingState } from '../components/ui/spinner';
import { useCurrentUser } from '../lib/api/current-user';
import { RequireAdmin, RequireAgent, RequireAuth } from './user-gate';

interface RouteGateProps {
  access: RouteAccess;
  /** What a visitor sees instead of the signed-in rule (on '/', the landing page). */
  visitorPage?: ReactNode;
  children: ReactNode;
}

/** A route's access rule from common/routes.ts, around its page. */
export function RouteGate({ access, visitorPage, children }: RouteGateProps) {
  if (visitorPage) return <VisitorOrMember visitorPage={visitorPage} access={access}>{children}</VisitorOrMember>;
  switch (access.kind) {
    case 'public':
      return <>{children}</>;
    case 'auth':
      return <RequireAuth signedOutMessage={access.signedOutMessage}>{children}</RequireAuth>;
    case 'auth-allow-without-type':
      return <RequireAuth allowWithoutType>{children}</RequireAuth>;
    case 'agent':
      return <RequireAgent>{children}</RequireAgent>;
    case 'admin':
      return <RequireAdmin deniedText={access.deniedText}>{children}</RequireAdmin>;
  }
}

/** Visitors get their own page; members (also when the user could not be read) go through the route's rule. */
function VisitorOrMember({ visitorPage, access, children }: Required<RouteGateProps>) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  if (!user) return <>{visitorPage}</>;
  return <RouteGate access={access}>{children}</RouteGate>;
}
