import { afterEach, describe, expect, it, vi } from 'vitest';
import { devModeStorage, getDevModeRole } from './dev-mode';

const store = (value: string | null) => ({ getItem: () => value });

describe('getDevModeRole', () => {
  it('returns the role only when development mode is enabled', () => {
    expect(getDevModeRole(store('{"enabled":true,"role":"admin"}'))).toBe('admin');
    expect(getDevModeRole(store('{"enabled":false,"role":"admin"}'))).toBeNull();
    expect(getDevModeRole(store('{"enabled":true}'))).toBeNull();
    expect(getDevModeRole(store('garbage'))).toBeNull();
    expect(getDevModeRole(store(null))).toBeNull();
    expect(getDevModeRole(null)).toBeNull();
  });
});

describe('devModeStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the browser storage in development and nothing in production, so a leftover role is never read there', () => {
    const local = { getItem: vi.fn(() => '{"enabled":true,"role":"admin"}') };
    vi.stubGlobal('localStorage', local);
    expect(devModeStorage({ devMode: true })).toBe(local);
    expect(devModeStorage({ devMode: false })).toBeNull();
    expect(getDevModeRole(devModeStorage({ devMode: false }))).toBeNull();
    expect(local.getItem).not.toHaveBeenCalled();
  });
});
