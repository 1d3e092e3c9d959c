import { createHash, randomBytes } from 'node:crypto';

/** An unguessable link token: 192 random bits, base64url (32 characters). */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Only a token's hash is stored where the token alone grants access (shortlist links). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
