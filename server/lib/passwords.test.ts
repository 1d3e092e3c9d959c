import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('uses the full work factor everywhere but a test process that asks for cheap hashes', () => {
    expect(scryptCost({})).toBe(2 ** 15);
    expect(scryptCost({ NODE_ENV: 'production', SALONE_TEST_CHEAP_HASHES: '1' })).toBe(2 ** 15);
    expect(scryptCost({ NODE_ENV: 'development', SALONE_TEST_CHEAP_HASHES: '1' })).toBe(2 ** 15);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(2 ** 15);
    expect(scryptCost({ NODE_ENV: 'test', SALONE_TEST_CHEAP_HASHES: '1' })).toBe(2 ** 10);
  });

  it('verifies a hash by the factor stored in it, so hashes made at either factor keep working', async () => {
    const stored = await hashPassword('Freetown#2024');
    expect(stored.split('$')[1]).toBe(String(scryptCost()));
    expect(await verifyPassword('Freetown#2024', stored)).toBe(true);
    expect(await verifyPassword('freetown#2024', stored)).toBe(false);
    const strong = stored.replace(/^scrypt\$\d+\$/, `scrypt$${2 ** 15}$`);
    expect(await verifyPassword('Freetown#2024', strong)).toBe(false); // the factor is part of what is checked
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});
