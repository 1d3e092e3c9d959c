import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openingReads } from './opening-reads';
import { APP_ROUTES, matchRoute, NOT_FOUND_PAGE, openingPage } from './routes';

const PAGES_DIR = new URL('../web/pages/', import.meta.url);

describe('the route table', () => {
  const named = new Set([...APP_ROUTES.flatMap((r) => [r.page, r.visitorPage ?? []].flat()), NOT_FOUND_PAGE]);

  it('names only page files that exist in web/pages', () => {
    for (const page of named) expect(existsSync(new URL(page, PAGES_DIR)), `web/pages/${page}`).toBe(true);
  });

  it('uses every page file in web/pages', () => {
    const files = readdirSync(PAGES_DIR).filter((file) => file.endsWith('.tsx'));
    expect(files.filter((file) => !named.has(file as never))).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('matchRoute', () => {
  it('matches with or without a trailing slash, and reads parameters', () => {
    expect(matchRoute('/search/')?.route.page).toBe('search-page.tsx');
    expect(matchRoute('/property/abc')).toMatchObject({ route: { page: 'property-detail-page.tsx' }, params: { id: 'abc' } });
    expect(matchRoute('/admin/users')?.route.page).toBe('user-management-page.tsx');
    expect(matchRoute('/property/abc/edit')).toBeNull();
    expect(matchRoute('/no-such-page')).toBeNull();
  });
});

describe('openingPage', () => {
  it("gives '/' the landing page for visitors, search for members, nothing for a member without a type", () => {
    expect(openingPage('/', 'visitor')).toBe('landing-page.tsx');
    expect(openingPage('/', 'member')).toBe('search-page.tsx');
    expect(openingPage('/', 'member-without-type')).toBeNull();
  });

  it('gives signed-in pages only to members, and nothing to pages people do not open directly', () => {
    expect(openingPage('/dashboard', 'visitor')).toBeNull();
    expect(openingPage('/dashboard', 'member')).toBe('dashboard-page.tsx');
    expect(openingPage('/login', 'member-without-type')).toBe('login-page.tsx');
    expect(openingPage('/admin', 'member')).toBeNull();
  });
});

describe('openingReads', () => {
  it('reads the landing page data for visitors on / and search results for members', () => {
    expect(openingReads('/', '', 'visitor').map((r) => r.url)).toEqual(['/api/properties/stats', expect.stringContaining('status=approved'), '/api/exchange-rate']);
    expect(openingReads('/', '', 'member')[0]?.url).toMatch(/^\/api\/properties\/search/);
    expect(openingReads('/', '', 'member-without-type')).toEqual([]);
    expect(openingReads('/search', 'view=map', 'visitor')).toEqual([{ url: '/api/exchange-rate', answerInPage: true }]);
  });

  it('leaves a listing to the browser, and only for a listing id', () => {
    const id = '4f1c2b9e-0000-4000-8000-000000000000';
    expect(openingReads(`/property/${id}`, '', 'visitor')).toEqual([{ url: `/api/properties/${id}`, answerInPage: false }, { url: '/api/exchange-rate', answerInPage: true }]);
    expect(openingReads('/property/not-an-id', '', 'visitor')).toEqual([]);
  });
});
