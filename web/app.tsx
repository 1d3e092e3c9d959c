// The route table (spec section 2). Access rules live HERE, around the page components, so replacing a page
// file never loses its rule. Every page is its own lazily loaded chunk: a phone downloads only the shell and
// the page it opens.
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppShell } from './components/layout/app-shell';
import { RouteErrorBoundary } from './components/layout/route-error-boundary';
import { RequireAdmin, RequireAgent, RequireAuth } from './components/routing/user-gate';
import { LoadingState } from './components/ui/spinner';
import { useCurrentUser } from './lib/api/current-user';
import type { CurrentUser } from '../common/api/users';
import { lazyPage, type LazyPage } from './lib/lazy-page';

const LandingPage = lazyPage(() => import('./pages/landing-page'));
const SearchPage = lazyPage(() => import('./pages/search-page'));
const LoginPage = lazyPage(() => import('./pages/login-page'));
const LocalLoginPage = lazyPage(() => import('./pages/local-login-page'));
const AdminSetupPage = lazyPage(() => import('./pages/admin-setup-page'));
const JoinPlatformPage = lazyPage(() => import('./pages/join-platform-page'));
const RegisterPage = lazyPage(() => import('./pages/register-page'));
const RegistrationPage = lazyPage(() => import('./pages/registration-page'));
const PendingPage = lazyPage(() => import('./pages/pending-page'));
const ListPropertyPage = lazyPage(() => import('./pages/list-property-page'));
const PropertyDetailPage = lazyPage(() => import('./pages/property-detail-page'));
const EditPropertyPage = lazyPage(() => import('./pages/edit-property-page'));
const DashboardPage = lazyPage(() => import('./pages/dashboard-page'));
const MyPropertiesPage = lazyPage(() => import('./pages/my-properties-page'));
const AgentProfilePage = lazyPage(() => import('./pages/agent-profile-page'));
const ProfilePage = lazyPage(() => import('./pages/profile-page'));
const MessagesPage = lazyPage(() => import('./pages/messages-page'));
const AdminPage = lazyPage(() => import('./pages/admin-page'));
const UserManagementPage = lazyPage(() => import('./pages/user-management-page'));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));

// Pages start-up waits for when a visitor opens them directly (see lazyPage): the public pages people land on
// from a search engine or a shared link ('/' depends on who is signed in, below). Other pages load when first
// rendered.
const OPENING_PAGES: [RegExp, LazyPage][] = [
  [/^\/search\/?$/, SearchPage],
  [/^\/property\/[^/]+\/?$/, PropertyDetailPage],
  [/^\/login\/?$/, LoginPage],
  [/^\/local-login\/?$/, LocalLoginPage],
  [/^\/join-platform\/?$/, JoinPlatformPage],
  [/^\/register\/?$/, RegisterPage],
  [/^\/list-property\/?$/, ListPropertyPage],
];

/**
 * Loads the chunk of the page `path` opens on, so the first render draws it; `user` is who the page says is
 * signed in (undefined: not known yet).
 */
export function preloadOpeningPage(path: string, user: CurrentUser | null | undefined): Promise<void> {
  if (path === '/') {
    if (user === null) return LandingPage.preload();
    return user?.userType ? SearchPage.preload() : Promise.resolve();
  }
  return OPENING_PAGES.find(([pattern]) => pattern.test(path))?.[1].preload() ?? Promise.resolve();
}

/** `/`: the landing page for visitors, the home and search page once signed in. */
function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  if (!user) return <LandingPage />;
  if (!user.userType) return <Redirect to="/registration" replace />;
  return <SearchPage />;
}

const USER_MANAGEMENT_DENIED = 'Access denied. Admin privileges required.';

function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      {/* The spec lists /search as signed-in only, yet its own permission table lets visitors browse and the
          landing search leads here: browsing is public so home hunters are not turned away at the door. */}
      <Route path="/search" component={SearchPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/local-login" component={LocalLoginPage} />
      <Route path="/admin-setup" component={AdminSetupPage} />
      <Route path="/join-platform" component={JoinPlatformPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/registration">
        <RequireAuth allowWithoutType>
          <RegistrationPage />
        </RequireAuth>
      </Route>
      <Route path="/pending">
        <RequireAuth>
          <PendingPage />
        </RequireAuth>
      </Route>
      {/* Public: the page shows its own landing to visitors and the builder once signed in. */}
      <Route path="/list-property" component={ListPropertyPage} />
      <Route path="/property/:id" component={PropertyDetailPage} />
      {/* Sign-in is checked here; ownership needs the property, so the page checks that. */}
      <Route path="/edit-property/:id">
        <RequireAuth signedOutMessage="Please log in to edit properties.">
          <EditPropertyPage />
        </RequireAuth>
      </Route>
      <Route path="/dashboard">
        <RequireAuth>
          <DashboardPage />
        </RequireAuth>
      </Route>
      <Route path="/my-properties">
        <RequireAuth>
          <MyPropertiesPage />
        </RequireAuth>
      </Route>
      <Route path="/agent-profile">
        <RequireAgent>
          <AgentProfilePage />
        </RequireAgent>
      </Route>
      <Route path="/profile">
        <RequireAuth signedOutMessage="Please log in to view your profile.">
          <ProfilePage />
        </RequireAuth>
      </Route>
      <Route path="/messages">
        <RequireAuth>
          <MessagesPage />
        </RequireAuth>
      </Route>
      <Route path="/admin">
        <RequireAdmin>
          <AdminPage />
        </RequireAdmin>
      </Route>
      <Route path="/user-management">
        <RequireAdmin deniedText={USER_MANAGEMENT_DENIED}>
          <UserManagementPage />
        </RequireAdmin>
      </Route>
      <Route path="/admin/users">
        <RequireAdmin deniedText={USER_MANAGEMENT_DENIED}>
          <UserManagementPage />
        </RequireAdmin>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  const [location] = useLocation();
  return (
    <AppShell>
      {/* Keyed by path so a failed page does not stay failed after navigating away. */}
      <RouteErrorBoundary key={location}>
        <Suspense fallback={<LoadingState />}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}
