import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret: 32 random bytes, URL-safe. Only its SHA-256 is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
