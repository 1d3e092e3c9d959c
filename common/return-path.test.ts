import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInReturningTo } from './return-path.js';

describe('safeReturnPath', () => {
  it('accepts paths on this site, with their query', () => {
    expect(safeReturnPath('/property/0b7c1c1e-7f7a-4a51-9a55-2f0d3c1e9b10')).toBe('/property/0b7c1c1e-7f7a-4a51-9a55-2f0d3c1e9b10');
    expect(safeReturnPath('/search?location=Lumley&bedrooms=2')).toBe('/search?location=Lumley&bedrooms=2');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\t/evil.example', 'property/1', ' /search']) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
  });

  it('refuses the sign-in pages and the API, which would loop or leave the app', () => {
    for (const bad of ['/local-login', '/local-login?next=/x', '/login', '/api/logout', '/api', '/admin-setup']) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
    expect(safeReturnPath('/login-help')).toBe('/login-help');
  });

  it('refuses empty and overlong values', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/search?q=${'a'.repeat(600)}`)).toBeNull();
  });
});

describe('signInReturningTo', () => {
  it('carries the page in ?next=, encoded', () => {
    expect(signInReturningTo('/search?location=Lumley&bedrooms=2')).toBe('/local-login?next=%2Fsearch%3Flocation%3DLumley%26bedrooms%3D2');
  });

  it('is the plain sign-in page for the home page or an unsafe path', () => {
    expect(signInReturningTo('/')).toBe('/local-login');
    expect(signInReturningTo('//evil.example')).toBe('/local-login');
  });
});
