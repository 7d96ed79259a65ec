import { hash, randomBytes } from 'node:crypto';

/** A bearer secret: 32 random bytes, URL-safe. Only its SHA-256 is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a secret; one call, no Hash object (every authenticated request makes one). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}
