// The router, built from the route table in common/routes.ts (shared with the server's start-up hints). Access
// rules wrap the page components here, so replacing a page file never loses its rule. Every page is its own
// lazily loaded chunk: a phone downloads only the shell and the page it opens.
import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { APP_ROUTES, NOT_FOUND_PAGE, openerOf, openingPage, type AppRoute } from '../common/routes';
import type { CurrentUser } from '../common/api/users';
import { lazyPage, type LazyPage } from './boot/lazy-page';
import { LoadingState } from './components/ui/spinner';
import { AppShell } from './shell/app-shell';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { RouteGate } from './shell/route-gate';

// Vite needs every lazy page as a static import() to split it into its own chunk; the glob writes them, keyed by
// file name as the route table names them (common/routes.test.ts checks that each named file exists).
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/*-page.tsx');
const PAGES: Record<string, LazyPage> = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([file, load]) => [file.slice('./pages/'.length), lazyPage(load)]),
);

function pageComponent(file: string): LazyPage {
  const page = PAGES[file];
  if (!page) throw new Error(`web/pages/${file} is named in common/routes.ts but does not exist`);
  return page;
}

function samePageForEveryone(path: string) {
  const page = openingPage(path, 'visitor');
  return page === openingPage(path, 'member') ? page : null;
}

/**
 * Loads the chunk of the page `path` opens on, so the first render draws it; `user` is who the page says is
 * signed in (undefined: not known yet, so only pages that are the same for everyone).
 */
export function preloadOpeningPage(path: string, user: CurrentUser | null | undefined): Promise<void> {
  const file = user === undefined ? samePageForEveryone(path) : openingPage(path, openerOf(user));
  return file ? pageComponent(file).preload() : Promise.resolve();
}

function RoutedPage({ route }: { route: AppRoute }) {
  const Page = pageComponent(route.page);
  const VisitorPage = route.visitorPage ? pageComponent(route.visitorPage) : undefined;
  return (
    <RouteGate access={route.access} visitorPage={VisitorPage && <VisitorPage />}>
      <Page />
    </RouteGate>
  );
}

const NotFoundPage = pageComponent(NOT_FOUND_PAGE);

function Routes() {
  return (
    <Switch>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RoutedPage route={route} />
        </Route>
      ))}
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
