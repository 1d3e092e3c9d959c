// The route table (spec section 2), once: the web app builds its router from it (web/app.tsx) and the server
// its start-up hints (server/web-boot-hints.ts: which page's code to preload, which reads to answer inside the
// page). Before, each side kept its own copy and nothing caught a drift. Plain data: no DOM, no React.
// The reads each page starts with are in opening-reads.ts: they need the search filters, which the app's start-up
// code must not carry.

/** A file in web/pages (a test checks that each exists and that each is used). */
export type PageFile = `${string}-page.tsx`;

/** The pages the server draws as HTML for visitors (server/web-ssr.ts). */
export const SERVER_RENDERED_PAGES: ReadonlySet<PageFile> = new Set(['landing-page.tsx', 'search-page.tsx', 'property-detail-page.tsx']);

/**
 * Who may see a route's page. Signed-in routes send visitors to sign in (or show `signedOutMessage`), and a
 * member without an account type to /registration ('auth-allow-without-type' is /registration itself).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'auth'; signedOutMessage?: string }
  | { kind: 'auth-allow-without-type' }
  | { kind: 'agent' }
  | { kind: 'admin'; deniedText?: string };

export interface AppRoute {
  /** A wouter pattern ('/property/:id'). */
  path: string;
  page: PageFile;
  /** Shown to visitors instead of the signed-in rule ('/': the landing page, the search page once signed in). */
  visitorPage?: PageFile;
  access: RouteAccess;
  /**
   * Pages people open directly (from a search engine, a shared link, a bookmark): the server preloads their
   * code with the app, and the app waits for it so the first render draws the page (docs/decisions/0005).
   */
  opening?: boolean;
}

const PUBLIC: RouteAccess = { kind: 'public' };
const AUTH: RouteAccess = { kind: 'auth' };
const USER_MANAGEMENT: RouteAccess = { kind: 'admin', deniedText: 'Access denied. Admin privileges required.' };

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', page: 'search-page.tsx', visitorPage: 'landing-page.tsx', access: AUTH, opening: true },
  // The spec lists /search as signed-in only, yet its own permission table lets visitors browse and the landing
  // search leads here: browsing is public so home hunters are not turned away at the door.
  { path: '/search', page: 'search-page.tsx', access: PUBLIC, opening: true },
  { path: '/login', page: 'login-page.tsx', access: PUBLIC, opening: true },
  { path: '/local-login', page: 'local-login-page.tsx', access: PUBLIC, opening: true },
  { path: '/forgot-password', page: 'forgot-password-page.tsx', access: PUBLIC },
  { path: '/admin-setup', page: 'admin-setup-page.tsx', access: PUBLIC },
  { path: '/join-platform', page: 'join-platform-page.tsx', access: PUBLIC, opening: true },
  { path: '/register', page: 'register-page.tsx', access: PUBLIC, opening: true },
  { path: '/registration', page: 'choose-account-type-page.tsx', access: { kind: 'auth-allow-without-type' } },
  { path: '/pending', page: 'pending-page.tsx', access: AUTH },
  // Public: the page shows its own landing to visitors and the builder once signed in.
  { path: '/list-property', page: 'list-property-page.tsx', access: PUBLIC, opening: true },
  { path: '/property/:id', page: 'property-detail-page.tsx', access: PUBLIC, opening: true },
  // A lister's public page (issue 33): who they are, what was checked, how they answer, their live homes.
  { path: '/listers/:id', page: 'lister-page.tsx', access: PUBLIC },
  // Price guides (issue 33): asking rents and prices by place, kind and bedrooms, month by month.
  { path: '/prices', page: 'prices-page.tsx', access: PUBLIC },
  { path: '/prices/:area', page: 'price-guide-page.tsx', access: PUBLIC },
  // Sign-in is checked here; ownership needs the property, so the page checks that.
  { path: '/edit-property/:id', page: 'edit-property-page.tsx', access: { kind: 'auth', signedOutMessage: 'Please log in to edit properties.' } },
  { path: '/dashboard', page: 'dashboard-page.tsx', access: AUTH, opening: true },
  { path: '/my-properties', page: 'my-properties-page.tsx', access: AUTH, opening: true },
  { path: '/agent-profile', page: 'agent-profile-page.tsx', access: { kind: 'agent' } },
  { path: '/profile', page: 'profile-page.tsx', access: { kind: 'auth', signedOutMessage: 'Please log in to view your profile.' }, opening: true },
  { path: '/saved', page: 'saved-page.tsx', access: PUBLIC },
  { path: '/saved-searches', page: 'saved-searches-page.tsx', access: { kind: 'auth', signedOutMessage: 'Please log in to see your saved searches.' } },
  // Shared by a home hunter with family, and the link in every alert: neither needs an account.
  { path: '/shortlist/:token', page: 'shortlist-page.tsx', access: PUBLIC },
  { path: '/unsubscribe/:token', page: 'unsubscribe-page.tsx', access: PUBLIC },
  { path: '/messages', page: 'messages-page.tsx', access: AUTH, opening: true },
  // Issue 32: the link in every viewing notice opens /viewings/:id.
  { path: '/viewings', page: 'viewings-page.tsx', access: { kind: 'auth', signedOutMessage: 'Please log in to see your viewings.' } },
  { path: '/viewings/:id', page: 'viewing-page.tsx', access: { kind: 'auth', signedOutMessage: 'Please log in to see this viewing.' }, opening: true },
  { path: '/admin', page: 'admin-page.tsx', access: { kind: 'admin' } },
  { path: '/user-management', page: 'user-management-page.tsx', access: USER_MANAGEMENT },
  { path: '/admin/users', page: 'user-management-page.tsx', access: USER_MANAGEMENT },
  { path: '/admin/settings', page: 'admin-settings-page.tsx', access: { kind: 'admin' } },
  { path: '/admin/reports', page: 'admin-reports-page.tsx', access: { kind: 'admin' } },
  // What each badge and the review promise, and how to report (issue 15).
  { path: '/trust', page: 'trust-page.tsx', access: PUBLIC },
];

/** Every other address. */
export const NOT_FOUND_PAGE: PageFile = 'not-found-page.tsx';

/**
 * Who opens the page, as far as the first screen goes: a visitor, a member, or a member who has not chosen an
 * account type yet (sent to /registration from anywhere but the public pages).
 */
export type Opener = 'visitor' | 'member' | 'member-without-type';

export const openerOf = (user: { userType?: string | null } | null): Opener =>
  user === null ? 'visitor' : user.userType ? 'member' : 'member-without-type';

/** '/search/' and '/search' are the same page. */
const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}$`);
const PATTERNS = new Map(APP_ROUTES.map((route) => [route, patternOf(route.path)]));

/** The route `pathname` opens and its parameters, or null (the not-found page). */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string> } | null {
  const normalized = normalizePath(pathname);
  for (const [route, pattern] of PATTERNS) {
    const match = pattern.exec(normalized);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

/**
 * The page `opener` will see on `route`, or null when the route only redirects them (a visitor on a signed-in
 * page goes to sign in; a member without a type to /registration) or shows a refusal.
 */
export function pageFor(route: AppRoute, opener: Opener): PageFile | null {
  if (opener === 'visitor') return route.access.kind === 'public' ? route.page : (route.visitorPage ?? null);
  if (opener === 'member-without-type') {
    return route.access.kind === 'public' || route.access.kind === 'auth-allow-without-type' ? route.page : null;
  }
  return route.page;
}

/** The page whose code start-up should load for `pathname`, or null (not an opening page, or only a redirect). */
export function openingPage(pathname: string, opener: Opener): PageFile | null {
  const matched = matchRoute(pathname);
  return matched?.route.opening ? pageFor(matched.route, opener) : null;
}
