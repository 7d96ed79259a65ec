import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { CompactSign, compactVerify } from 'jose';
import { CERTIFICATE_KIND_LABELS, type PrintedCertificate } from '@iqra/contracts';
import type { Config } from '../../config.ts';
import { keyObjectsOf, newSigningKey, type SigningKeyJwk } from '../../lib/signing-key.ts';
import { normalisedCode } from '../../lib/certificate-codes.ts';

// Each certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential, data model
// 2.0), signed by the school's Ed25519 key as a VC-JWT: a compact JWS whose payload is the
// credential itself (VC-JOSE-COSE). Decision 038.

type PublishedJwk = {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
};

/** A key that checks signatures, with the id (`kid`) it is published under. */
interface CheckingKey {
  kid: string;
  publicKey: KeyObject;
  /** The public half as `/.well-known/jwks.json` lists it. */
  publicJwk: PublishedJwk;
}

/**
 * The school's signing key, and the keys it signed with before (retired: published and
 * checked, never used to sign), so that a new key leaves no credential unverifiable.
 */
export interface CertificateKey extends CheckingKey {
  privateKey: KeyObject;
  retired: CheckingKey[];
}

/** The key's RFC 7638 thumbprint: the same key always has the same id. */
const thumbprint = (x: string) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');

/**
 * The key from the configuration; without one (development and tests: production refuses to
 * start), a new one for this run, said once in the log (as information: nothing is wrong
 * where a key may be missing).
 */
export function certificateKey(
  config: Pick<Config, 'certificateSigningKey'> & Partial<Pick<Config, 'certificateRetiredKeys'>>,
  log: { info: (message: string) => void },
): CertificateKey {
  let jwk: SigningKeyJwk | undefined = config.certificateSigningKey;
  if (!jwk) {
    jwk = newSigningKey();
    log.info(
      'CERTIFICATE_SIGNING_KEY is not set: certificates are signed with a key made for this run; ' +
        'their credentials will not verify after a restart (npm run certificate:key makes one to keep).',
    );
  }
  const current = jwk.x;
  return {
    ...checkingKey(jwk.x),
    ...keyObjectsOf(jwk),
    retired: (config.certificateRetiredKeys ?? [])
      .filter((retired) => retired.x !== current)
      .map((retired) => checkingKey(retired.x)),
  };
}

function checkingKey(x: string): CheckingKey {
  const kid = thumbprint(x);
  return {
    kid,
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' }),
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
  };
}

/** The keys `/.well-known/jwks.json` publishes: the signing key first, then the retired. */
export const publishedKeys = (key: CertificateKey) => [
  key.publicJwk,
  ...key.retired.map((retired) => retired.publicJwk),
];

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** What the achievement asks, in words, by kind. */
function narrative(certificate: PrintedCertificate, school: string): string {
  const what = {
    course: `Completed the course "${certificate.title}" at ${school}.`,
    memorisation: `Memorised ${certificate.range ?? 'the ayat named'} of the Quran by heart, heard by a tutor of ${school}.`,
    qaida: `Completed the Noorani Qaida at ${school}: reading Arabic letters, their joins and vowels.`,
  }[certificate.kind];
  const grade = certificate.grade ? ` Grade: ${certificate.grade}.` : '';
  return `${what} Awarded by ${certificate.tutor_name}, tutor.${grade}`;
}

/**
 * The Open Badges 3.0 credential of a certificate: what its page shows (the name as printed,
 * what was achieved, when, by which school), never the learner's e-mail or account.
 */
export function certificateCredential(certificate: PrintedCertificate, publicUrl: string) {
  const url = `${publicUrl}/certificates/${certificate.code}`;
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: certificate.title,
    issuer: { id: publicUrl, type: ['Profile'], name: certificate.school, url: publicUrl },
    validFrom: `${certificate.issued_on}T00:00:00Z`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: certificate.name,
        },
      ],
      achievement: {
        id: `${url}#achievement`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.title,
        description: certificate.line ?? CERTIFICATE_KIND_LABELS[certificate.kind],
        criteria: { narrative: narrative(certificate, certificate.school) },
      },
    },
  };
}
export type CertificateCredential = ReturnType<typeof certificateCredential>;

/** The credential as a VC-JWT: EdDSA, the key's id, `typ` vc+jwt. The same bytes every time. */
export async function signCredential(
  credential: CertificateCredential,
  key: CertificateKey,
): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt', cty: 'vc' })
    .sign(key.privateKey);
}

/**
 * A presented VC-JWT checked against the school's key it names (`kid`: the signing key or a
 * retired one): the certificate's code it names when the signature holds, else why not.
 * Never throws on what it is given.
 */
export async function verifyCredential(
  jwt: string,
  key: CertificateKey,
  publicUrl: string,
): Promise<{ signed: true; code: string | null } | { signed: false }> {
  let payload: Uint8Array;
  try {
    const keys = [key, ...key.retired];
    ({ payload } = await compactVerify(
      jwt,
      (header) => {
        const named = keys.find((candidate) => candidate.kid === header.kid);
        if (!named) throw new Error('a key the school does not publish');
        return named.publicKey;
      },
      { algorithms: ['EdDSA'] },
    ));
  } catch {
    return { signed: false };
  }
  let credential: unknown;
  try {
    credential = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return { signed: true, code: null };
  }
  const id = (credential as { id?: unknown } | null)?.id;
  const prefix = `${publicUrl}/certificates/`;
  if (typeof id !== 'string' || !id.startsWith(prefix)) return { signed: true, code: null };
  return { signed: true, code: normalisedCode(id.slice(prefix.length)) };
}
