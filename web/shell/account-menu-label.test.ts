import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/api/users';
import { initials } from '../lib/user-rules';
import { accountMenuLabel } from './account-menu-label';

const user = { firstName: 'Aminata', lastName: 'Kamara', username: 'aminata', email: 'a@example.com', profileImageUrl: null } as unknown as CurrentUser;

describe('accountMenuLabel', () => {
  it('includes the visible initials on a phone, and the first name beside them on a wide screen', () => {
    expect(accountMenuLabel(user, true).startsWith(initials(user))).toBe(true);
    expect(accountMenuLabel(user, true)).toContain('AK');
    expect(accountMenuLabel(user, false)).toContain('AK Aminata');
  });

  it('has no initials when a photo shows instead', () => {
    expect(accountMenuLabel({ ...user, profileImageUrl: '/p.webp' }, true)).not.toContain('AK');
  });
});
