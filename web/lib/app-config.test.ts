import { describe, expect, it } from 'vitest';
import { parseAppConfig, type AppConfig } from './app-config';

const fallback: AppConfig = { devMode: true, oidcEnabled: false, mapTileUrl: 'tiles', testLogins: true, demoAccounts: null };
const account = { username: 'u', password: 'p', label: 'L' };

describe('parseAppConfig', () => {
  it('reads the server-embedded config', () => {
    const json = JSON.stringify({
      devMode: false,
      oidcEnabled: true,
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      testLogins: true,
      demoAccounts: { admin: account, owner: account, agent: account },
    });
    expect(parseAppConfig(json, fallback)).toEqual({
      devMode: false,
      oidcEnabled: true,
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      testLogins: true,
      demoAccounts: { admin: account, owner: account, agent: account },
    });
  });

  it('offers no test logins when the server does not say they exist (no demo data)', () => {
    expect(parseAppConfig('{"devMode":true,"testLogins":false,"demoAccounts":null}', fallback).testLogins).toBe(false);
    expect(parseAppConfig('{"devMode":true}', fallback).testLogins).toBe(false);
  });

  it('treats demoAccounts null from the server as none, not as the fallback', () => {
    const withDemo = { ...fallback, demoAccounts: { admin: account, owner: account, agent: account } };
    expect(parseAppConfig('{"devMode":false,"demoAccounts":null}', withDemo).demoAccounts).toBeNull();
  });

  it('falls back when the tag is missing or broken', () => {
    expect(parseAppConfig(null, fallback)).toBe(fallback);
    expect(parseAppConfig('{not json', fallback)).toBe(fallback);
    expect(parseAppConfig('"text"', fallback)).toBe(fallback);
  });
});
