import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (pw: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;

// scrypt parameters (OWASP minimum: N=2^17 with r=8 would need 128 MiB per hash; 2^15 keeps sign-in fast on
// a 2-core server while still costing an attacker ~32 MiB per guess).
const PRODUCTION_N = 2 ** 15;

/**
 * The work factor. The test suite hashes thousands of made-up passwords, a quarter of its time at 2^15, so
 * vitest.config.ts asks for a cheap one with SALONE_TEST_CHEAP_HASHES; only a process whose NODE_ENV is
 * 'test' honours it, so no development or production server ever hashes cheaply. Each hash carries its own
 * N, so verifying works whatever factor made it.
 */
export function scryptCost(env: Record<string, string | undefined> = process.env): number {
  return env.NODE_ENV === 'test' && env.SALONE_TEST_CHEAP_HASHES === '1' ? 2 ** 10 : PRODUCTION_N;
}

const N = scryptCost();
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  // Without a stored hash we still spend the same work, so response time does not tell whether a user exists.
  const [scheme, n, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEM,
  });
  return stored !== undefined && stored !== null && timingSafeEqual(actual, expected);
}

const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
