// Development mode (spec section 6): a locally stored record `dev_mode_state` may switch on a role that every
// default data read sends as `x-dev-mode-role`. The server honours it only outside production.
import { getAppConfig, type AppConfig } from './app-config';

export const DEV_MODE_STORAGE_KEY = 'dev_mode_state';
export const DEV_MODE_HEADER = 'x-dev-mode-role';

export interface DevModeState {
  enabled: boolean;
  role: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access.
    return null;
  }
}

/**
 * Where the role is kept, or null in production. The server ignores the role there, and storage stays
 * untouched at start-up: the first read of localStorage waits on the browser (a few milliseconds on a phone,
 * more while it is busy loading the page). A role left over from development must not make a production app
 * ignore the data written into its page either.
 */
export function devModeStorage(config: Pick<AppConfig, 'devMode'> = getAppConfig()): Pick<Storage, 'getItem'> | null {
  return config.devMode ? storage() : null;
}

/** The role to send, or null when development mode is off, unset or unreadable. */
export function getDevModeRole(store: Pick<Storage, 'getItem'> | null = devModeStorage()): string | null {
  const raw = store?.getItem(DEV_MODE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<DevModeState> | null;
    return state?.enabled === true && typeof state.role === 'string' && state.role ? state.role : null;
  } catch {
    return null;
  }
}
