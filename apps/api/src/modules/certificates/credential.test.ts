import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  certificateSchema,
  CREDENTIAL_NOT_A_CERTIFICATE,
  CREDENTIAL_NOT_SIGNED,
  CREDENTIAL_REVOKED,
  credentialVerificationSchema,
  jwksSchema,
  one,
  publicCertificateSchema,
} from '@iqra/contracts';
import { loadConfig } from '../../config.ts';
import { newSigningKey } from '../../lib/signing-key.ts';
import { createTestApp, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { certificateSchool } from '../../../test/certificates.ts';
import { certificateKey } from './credential.ts';

// Each certificate as an Open Badges 3.0 Verifiable Credential, signed by the school's key
// (decision 038): checked here with Node's own Ed25519 verification, not the library that
// signs, against the key the school publishes.
const { app, world } = await certificateSchool();

async function issued(body: Record<string, unknown> = {}) {
  const learner = await registerLearner(app, { firstName: 'Aisha', lastName: 'Rahman' });
  const tutor = await world.tutor({ firstName: 'Maryam', lastName: 'Hassan', gender: 2 });
  const response = await world.admin.send('POST', '/api/admin/certificates', {
    learner_id: learner.user.id,
    kind: 'memorisation',
    title: 'Juz ʿAmma memorised',
    line: 'With excellent tajweed.',
    tutor_id: tutor.profile.id,
    from: '78:1',
    to: '114:6',
    grade: 'Excellent',
    issued_on: '2027-05-30',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { learner, certificate: one(certificateSchema).parse(response.json()).data };
}

/** As a guest: no token. */
const credentialOf = (code: string) => app.inject({ url: `/api/certificates/${code}/credential` });
const verifyJwt = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/certificates/verify', payload: payload as object });

/** The school's published key, as a verifier fetches it. */
async function publishedKey() {
  const response = await app.inject({ url: '/.well-known/jwks.json' });
  expect(response.statusCode).toBe(200);
  const [key] = jwksSchema.parse(response.json()).keys;
  return key!;
}

/** An independent check of a compact JWS: Node's Ed25519 over `header.payload`. */
async function independentlyVerified(jwt: string) {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const jwk = await publishedKey();
  return verify(
    null,
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

/** A signature over `input` by another key, as a JWS carries it. */
const signWith = (key: KeyObject, input: string) =>
  sign(null, Buffer.from(input), key).toString('base64url');

const part = (jwt: string, index: number) =>
  JSON.parse(Buffer.from(jwt.split('.')[index]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe("a certificate's credential", () => {
  it('is an Open Badges 3.0 credential of what the page shows, signed by the published key', async () => {
    const { learner, certificate } = await issued();
    const response = await credentialOf(certificate.code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vc+jwt');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="iqra-certificate-${certificate.code}.jwt"`,
    );
    const jwt = response.body;

    const key = await publishedKey();
    expect(part(jwt, 0)).toEqual({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt', cty: 'vc' });
    const url = `https://school.example/certificates/${certificate.code}`;
    expect(part(jwt, 1)).toEqual({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: url,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'Juz ʿAmma memorised',
      issuer: {
        id: 'https://school.example',
        type: ['Profile'],
        name: 'Iqra Academy',
        url: 'https://school.example',
      },
      validFrom: '2027-05-30T00:00:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'name',
            hashed: false,
            identityHash: 'Aisha Rahman',
          },
        ],
        achievement: {
          id: `${url}#achievement`,
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: 'Juz ʿAmma memorised',
          description: 'With excellent tajweed.',
          criteria: { narrative: expect.stringContaining('An-Naba') },
        },
      },
    });
    expect(
      (part(jwt, 1) as { credentialSubject: { achievement: { criteria: object } } })
        .credentialSubject.achievement.criteria,
    ).toEqual({
      narrative: expect.stringMatching(/Maryam Hassan, tutor\. Grade: Excellent\.$/),
    });
    // Nothing about the learner beyond the name as printed: no e-mail, no account id.
    expect(jwt).not.toContain(learner.user.email);
    expect(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).not.toContain(
      learner.user.email,
    );
    expect(JSON.stringify(part(jwt, 1))).not.toMatch(/"id":\d/);

    expect(await independentlyVerified(jwt)).toBe(true);
    const checked = credentialVerificationSchema.parse((await verifyJwt({ jwt })).json().data);
    expect(checked).toEqual({
      valid: true,
      signed: true,
      code: certificate.code,
      status: 'valid',
      reason: null,
    });

    // The page names the key, and the server's own check of the credential.
    const page = one(publicCertificateSchema).parse(
      (await app.inject({ url: `/api/certificates/${certificate.code}` })).json(),
    ).data;
    expect(page.credential).toEqual({ issuer: 'Iqra Academy', key: key.kid, verified: true });
  });

  it('fails both checks once changed, and one signed by another key fails too', async () => {
    const { certificate } = await issued();
    const jwt = (await credentialOf(certificate.code)).body;
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const credential = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      credentialSubject: { identifier: { identityHash: string }[] };
    };
    credential.credentialSubject.identifier[0]!.identityHash = 'Someone Else';
    const tampered = `${header}.${Buffer.from(JSON.stringify(credential)).toString('base64url')}.${signature}`;

    expect(await independentlyVerified(tampered)).toBe(false);
    const answer = await verifyJwt({ jwt: tampered });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(credentialVerificationSchema.parse(answer.json().data)).toEqual({
      valid: false,
      signed: false,
      code: null,
      status: null,
      reason: CREDENTIAL_NOT_SIGNED,
    });

    // A signature changed by one character, and the same credential under another key.
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      credentialVerificationSchema.parse((await verifyJwt({ jwt: flipped })).json().data).signed,
    ).toBe(false);
    const other = certificateKey({ certificateSigningKey: newSigningKey() }, { info: () => {} });
    const foreign = `${header}.${payload}.${signWith(other.privateKey, `${header}.${payload}`)}`;
    expect(await independentlyVerified(foreign)).toBe(false);
    expect(
      credentialVerificationSchema.parse((await verifyJwt({ jwt: foreign })).json().data),
    ).toMatchObject({
      valid: false,
      signed: false,
    });
  });
});

describe('a presented credential', () => {
  it('of a revoked certificate is still signed, and the check says it is revoked', async () => {
    const { certificate } = await issued({ kind: 'qaida', from: undefined, to: undefined });
    const jwt = (await credentialOf(certificate.code)).body;
    const revoked = await world.admin.send(
      'POST',
      `/api/admin/certificates/${certificate.id}/revoke`,
      { reason: 'Issued to the wrong learner.' },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await independentlyVerified(jwt)).toBe(true);
    expect(credentialVerificationSchema.parse((await verifyJwt({ jwt })).json().data)).toEqual({
      valid: false,
      signed: true,
      code: certificate.code,
      status: 'revoked',
      reason: CREDENTIAL_REVOKED,
    });
    // The credential downloaded after is the same, signed the same.
    expect((await credentialOf(certificate.code)).body).toBe(jwt);
  });

  it('is 404 for a code that names none', async () => {
    const missing = await credentialOf('0000-0000-0000-0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No certificate has this code.' });
  });

  it('is checked only when given as one, field by field', async () => {
    expect(fieldErrors(await verifyJwt({}))).toEqual({
      jwt: ['The credential field is required.'],
    });
    expect(fieldErrors(await verifyJwt({ jwt: 42 }))).toEqual({
      jwt: ['The credential field must be a string.'],
    });
    expect(fieldErrors(await verifyJwt({ jwt: 'not a credential' }))).toEqual({
      jwt: [
        'This is not a credential as the school issues them: three parts of letters, digits, - and _ joined by dots.',
      ],
    });
    expect((await verifyJwt({ jwt: 'a.b.c', extra: 1 })).statusCode).toBe(422);
    // Three parts, none of them a JWS: not signed, and no error.
    const odd = await verifyJwt({ jwt: 'a.b.c' });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().data).toMatchObject({ valid: false, signed: false });
  });
});

describe("the school's published key", () => {
  it('is public parts only, cacheable, for anyone', async () => {
    const response = await app.inject({ url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { keys } = jwksSchema.parse(response.json());
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]!).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
    expect(response.body).not.toContain('"d"');
  });

  it('is the key in CERTIFICATE_SIGNING_KEY, published under its thumbprint', async () => {
    const jwk = newSigningKey();
    const other = await createTestApp({
      seeded: false,
      env: { CERTIFICATE_SIGNING_KEY: JSON.stringify(jwk) },
    });
    const { keys } = jwksSchema.parse((await other.app.inject('/.well-known/jwks.json')).json());
    expect(keys[0]).toMatchObject({ x: jwk.x, kty: 'OKP', crv: 'Ed25519' });
    // RFC 7638: the thumbprint of {crv, kty, x}, in that order.
    expect(keys[0]!.kid).toBe(
      createHash('sha256')
        .update(`{"crv":"Ed25519","kty":"OKP","x":"${jwk.x}"}`)
        .digest('base64url'),
    );

    // Signed with the school's key, for a code its records do not hold (a learner who deleted
    // their account takes their certificates along): signed, and not valid.
    const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: keys[0]!.kid })).toString(
      'base64url',
    );
    const payload = Buffer.from(
      JSON.stringify({ id: `${other.app.config.publicUrl}/certificates/0000-0000-0000-0000` }),
    ).toString('base64url');
    const { privateKey } = certificateKey({ certificateSigningKey: jwk }, { info: () => {} });
    const answer = await other.app.inject({
      method: 'POST',
      url: '/api/certificates/verify',
      payload: { jwt: `${header}.${payload}.${signWith(privateKey, `${header}.${payload}`)}` },
    });
    expect(credentialVerificationSchema.parse(answer.json().data)).toEqual({
      valid: false,
      signed: true,
      code: '0000-0000-0000-0000',
      status: null,
      reason: CREDENTIAL_NOT_A_CERTIFICATE,
    });
    await other.app.close();
  });
});

describe('the signing key in the configuration', () => {
  const key = JSON.stringify(newSigningKey());
  const production = { NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: 'true' } as const;

  it('is required in production, with a clear message', () => {
    expect(() => loadConfig(production)).toThrow(
      /CERTIFICATE_SIGNING_KEY is missing in production.*npm run certificate:key/s,
    );
    expect(
      loadConfig({ ...production, CERTIFICATE_SIGNING_KEY: key }).certificateSigningKey,
    ).toEqual(JSON.parse(key));
    // Elsewhere the server makes one for the run.
    expect(loadConfig({ NODE_ENV: 'development' }).certificateSigningKey).toBeUndefined();
  });

  it('is refused when it is not an Ed25519 private key, in any environment', () => {
    const refused = (value: string) => () =>
      loadConfig({ NODE_ENV: 'development', CERTIFICATE_SIGNING_KEY: value });
    expect(refused('-----BEGIN PRIVATE KEY-----')).toThrow(/CERTIFICATE_SIGNING_KEY is not JSON/);
    expect(refused('{"kty":"RSA"}')).toThrow(/must be an Ed25519 key/);
    const { x } = JSON.parse(key) as { x: string };
    expect(refused(JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x }))).toThrow(/no private part/);
    expect(refused(JSON.stringify({ ...newSigningKey(), x }))).toThrow(
      /"x" that is not the public half/,
    );
  });

  it('is refused as a retired key when it is not an Ed25519 public key', () => {
    const refused = (value: string) => () =>
      loadConfig({ NODE_ENV: 'development', CERTIFICATE_RETIRED_KEYS: value });
    expect(refused('{"kty":"OKP"}')).toThrow(/CERTIFICATE_RETIRED_KEYS must be a JSON list/);
    expect(refused('[{"kty":"RSA"}]')).toThrow(/key 1 must be an Ed25519 key/);
    expect(refused('[{"kty":"OKP","crv":"Ed25519"}]')).toThrow(/key 1 has no public part/);
    // A private key given whole keeps only its public half.
    const old = newSigningKey();
    expect(
      loadConfig({ NODE_ENV: 'development', CERTIFICATE_RETIRED_KEYS: JSON.stringify([old]) })
        .certificateRetiredKeys,
    ).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: old.x }]);
  });
});

describe('a new signing key', () => {
  it('leaves what the retired key signed verifiable, while the retired key is published', async () => {
    const old = newSigningKey();
    const next = newSigningKey();
    const school = (env: Record<string, string>) => createTestApp({ seeded: false, env });
    // Signed with the old key, for a code the records do not hold: the signature is the point.
    const before = await school({ CERTIFICATE_SIGNING_KEY: JSON.stringify(old) });
    const oldKey = certificateKey({ certificateSigningKey: old }, { info: () => {} });
    const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: oldKey.kid })).toString(
      'base64url',
    );
    const payload = Buffer.from(
      JSON.stringify({ id: `${before.app.config.publicUrl}/certificates/0000-0000-0000-0000` }),
    ).toString('base64url');
    const jwt = `${header}.${payload}.${signWith(oldKey.privateKey, `${header}.${payload}`)}`;
    await before.app.close();

    const verifiedBy = async (env: Record<string, string>) => {
      const after = await school(env);
      const answer = credentialVerificationSchema.parse(
        (
          await after.app.inject({
            method: 'POST',
            url: '/api/certificates/verify',
            payload: { jwt },
          })
        ).json().data,
      );
      const { keys } = jwksSchema.parse((await after.app.inject('/.well-known/jwks.json')).json());
      await after.app.close();
      return { signed: answer.signed, published: keys.map((key) => key.x) };
    };
    // The old key retired: published after the new one, and its credentials still signed.
    expect(
      await verifiedBy({
        CERTIFICATE_SIGNING_KEY: JSON.stringify(next),
        CERTIFICATE_RETIRED_KEYS: JSON.stringify([{ kty: 'OKP', crv: 'Ed25519', x: old.x }]),
      }),
    ).toEqual({ signed: true, published: [next.x, old.x] });
    // Forgotten: no longer the school's.
    expect(await verifiedBy({ CERTIFICATE_SIGNING_KEY: JSON.stringify(next) })).toEqual({
      signed: false,
      published: [next.x],
    });
  });
});
