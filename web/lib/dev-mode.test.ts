import { describe, expect, it } from 'vitest';
import { getDevModeRole } from './dev-mode';

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
