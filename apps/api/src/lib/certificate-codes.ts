import { randomBytes } from 'node:crypto';

// A certificate's code: 80 random bits written in Crockford's base 32 (no I, L, O or U, so it
// reads aloud and types without mix-ups), in four groups of four: "7K2M-Q9XD-4HPA-TR3W".

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code: 10 random bytes, 16 characters. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return (out.match(/.{4}/g) ?? []).join('-');
}

/**
 * A code as someone typed it, in the stored form: upper case, groups joined by hyphens, the
 * letters people confuse with digits read as those digits (Crockford: O is 0, I and L are 1).
 */
export function normalisedCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return plain.length === 16 ? (plain.match(/.{4}/g) ?? []).join('-') : plain;
}
