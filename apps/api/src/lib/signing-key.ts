import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';

// The school's Ed25519 key, which signs each certificate's Verifiable Credential (decision
// 038). It is given as a private JWK, one line of JSON: `npm run certificate:key` makes one.

/** An Ed25519 private key as a JWK (RFC 8037): `d` is the private part, `x` the public. */
export interface SigningKeyJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  d: string;
  x: string;
}

const BASE64URL_32_BYTES = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key in `CERTIFICATE_SIGNING_KEY`, checked: an Ed25519 private JWK whose `x` is the
 * public half of its `d`. Answers the problem in words when it is not one.
 */
export function parseSigningKey(text: string): SigningKeyJwk | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'is not JSON: give the private key as a JWK (npm run certificate:key)' };
  }
  const jwk = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') {
    return { problem: 'must be an Ed25519 key ("kty": "OKP", "crv": "Ed25519")' };
  }
  if (typeof jwk.d !== 'string' || !BASE64URL_32_BYTES.test(jwk.d)) {
    return { problem: 'has no private part ("d", 32 bytes in base64url)' };
  }
  let publicX: string;
  try {
    const privateKey = createPrivateKey({
      key: { kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: typeof jwk.x === 'string' ? jwk.x : '' },
      format: 'jwk',
    });
    publicX = String(createPublicKey(privateKey).export({ format: 'jwk' }).x);
  } catch {
    return { problem: 'is not a valid Ed25519 private key' };
  }
  if (jwk.x !== undefined && jwk.x !== publicX) {
    return { problem: 'has an "x" that is not the public half of its "d"' };
  }
  return { kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: publicX };
}

/** The public half of a key the school signed with before: what still checks its signatures. */
export interface RetiredKeyJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

/**
 * `CERTIFICATE_RETIRED_KEYS`, checked: a JSON array of the Ed25519 keys the school signed
 * with before, as JWKs; only their public half (`x`) is kept, a private part given is dropped.
 * Answers the problem in words when it is not one.
 */
export function parseRetiredKeys(text: string): RetiredKeyJwk[] | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'is not JSON: give a list of keys, [{"kty":"OKP","crv":"Ed25519","x":…}]' };
  }
  if (!Array.isArray(value)) return { problem: 'must be a JSON list of keys' };
  const keys: RetiredKeyJwk[] = [];
  for (const [index, item] of value.entries()) {
    const jwk = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') {
      return {
        problem: `key ${index + 1} must be an Ed25519 key ("kty": "OKP", "crv": "Ed25519")`,
      };
    }
    if (typeof jwk.x !== 'string' || !BASE64URL_32_BYTES.test(jwk.x)) {
      return { problem: `key ${index + 1} has no public part ("x", 32 bytes in base64url)` };
    }
    try {
      createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
    } catch {
      return { problem: `key ${index + 1} is not a valid Ed25519 public key` };
    }
    keys.push({ kty: 'OKP', crv: 'Ed25519', x: jwk.x });
  }
  return keys;
}

/** A new Ed25519 key, as `CERTIFICATE_SIGNING_KEY` takes it. */
export function newSigningKey(): SigningKeyJwk {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return { kty: 'OKP', crv: 'Ed25519', d: String(jwk.d), x: String(jwk.x) };
}

/** The key as Node's crypto and `jose` use it. */
export function keyObjectsOf(jwk: SigningKeyJwk): { privateKey: KeyObject; publicKey: KeyObject } {
  const privateKey = createPrivateKey({ key: { ...jwk }, format: 'jwk' });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
