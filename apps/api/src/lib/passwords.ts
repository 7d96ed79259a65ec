import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
// (`algorithm: 2` is Algorithm.Argon2id; the package exports it as a const enum.)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so a miss costs the same time as a hit.
const dummyHash = hash('not-a-real-password', OPTIONS);

/** True when the password matches; spends the same time whether or not a hash was found. */
export async function verifyPassword(passwordHash: string | undefined, password: string) {
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return passwordHash !== undefined && matches;
  } catch {
    return false;
  }
}
