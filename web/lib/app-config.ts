// Runtime settings the server embeds in index.html (see server/web-app.ts), so a phone does not spend a
// round trip on them. Under `vite dev` there is no server-rendered HTML, so development defaults apply.
import { DEMO_ACCOUNTS } from '../../common/demo-accounts';

export interface DemoAccount {
  username: string;
  password: string;
  label: string;
}

export type DemoAccounts = Record<'admin' | 'owner' | 'agent', DemoAccount>;

export interface AppConfig {
  devMode: boolean;
  oidcEnabled: boolean;
  mapTileUrl: string;
  /** Development sign-in links work: development mode and the demo accounts are in the database. */
  testLogins: boolean;
  demoAccounts: DemoAccounts | null;
}

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

// import.meta.env.DEV is false in the production build, so the demo passwords are tree-shaken out of it.
function fallbackConfig(): AppConfig {
  const dev = import.meta.env.DEV === true;
  return {
    devMode: dev,
    oidcEnabled: false,
    mapTileUrl: DEFAULT_TILE_URL,
    testLogins: dev,
    demoAccounts: dev ? DEMO_ACCOUNTS : null,
  };
}

function isDemoAccount(value: unknown): value is DemoAccount {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.username === 'string' && typeof v.password === 'string' && typeof v.label === 'string';
}

/** Parses the embedded JSON; anything missing or malformed falls back field by field. */
export function parseAppConfig(json: string | null | undefined, fallback: AppConfig = fallbackConfig()): AppConfig {
  if (!json) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return fallback;
  }
  if (!raw || typeof raw !== 'object') return fallback;
  const r = raw as Record<string, unknown>;
  const demo = r.demoAccounts as Record<string, unknown> | null | undefined;
  const demoAccounts =
    demo && isDemoAccount(demo.admin) && isDemoAccount(demo.owner) && isDemoAccount(demo.agent)
      ? { admin: demo.admin, owner: demo.owner, agent: demo.agent }
      : null;
  return {
    devMode: typeof r.devMode === 'boolean' ? r.devMode : fallback.devMode,
    oidcEnabled: typeof r.oidcEnabled === 'boolean' ? r.oidcEnabled : fallback.oidcEnabled,
    mapTileUrl: typeof r.mapTileUrl === 'string' && r.mapTileUrl ? r.mapTileUrl : fallback.mapTileUrl,
    // A server that does not say offers none: a link that answers 404 is worse than no link.
    testLogins: r.testLogins === true,
    demoAccounts: 'demoAccounts' in r ? demoAccounts : fallback.demoAccounts,
  };
}

let cached: AppConfig | null = null;

export function getAppConfig(): AppConfig {
  if (cached) return cached;
  const el = typeof document !== 'undefined' ? document.getElementById('app-config') : null;
  cached = parseAppConfig(el?.textContent);
  return cached;
}

/** The server's own config, for a server render (web/boot/entry-server.tsx): the same the page will carry. */
export function setAppConfigForServerRender(config: AppConfig): void {
  cached = config;
}
