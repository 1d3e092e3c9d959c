import { describe, expect, it } from 'vitest';
import { readBootUser } from './boot-user';

const page = (text: string | null) => ({
  getElementById: (id: string) => (id === 'boot-user' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

const user = { id: 'u1', username: 'owner', isAdmin: false, accountStatus: 'approved', userType: 'owner' };

describe('readBootUser', () => {
  it('reads the signed-in user the server wrote into the page', () => {
    expect(readBootUser(page(JSON.stringify(user)), null)).toEqual(user);
  });

  it('reads null as signed out', () => {
    expect(readBootUser(page('null'), null)).toBeNull();
  });

  it('asks the server (undefined) when the page has no answer, a broken one, or something not a user', () => {
    expect(readBootUser(page(null), null)).toBeUndefined();
    expect(readBootUser(page('{not json'), null)).toBeUndefined();
    expect(readBootUser(page('{"id":1}'), null)).toBeUndefined();
    expect(readBootUser(null, null)).toBeUndefined();
  });

  it('ignores the page while a development-mode role decides who the server sees', () => {
    expect(readBootUser(page('null'), 'owner')).toBeUndefined();
  });
});
