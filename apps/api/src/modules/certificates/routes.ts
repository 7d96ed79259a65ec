import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATE_ALREADY_REVOKED,
  CERTIFICATE_NOT_FOUND,
  certificateCreateSchema,
  certificateRevokeSchema,
  certificateSchema,
  CREDENTIAL_NOT_A_CERTIFICATE,
  CREDENTIAL_NOT_SIGNED,
  CREDENTIAL_REVOKED,
  credentialVerificationSchema,
  credentialVerifySchema,
  jwksSchema,
  listOf,
  messageSchema,
  one,
  publicCertificateSchema,
} from '@iqra/contracts';
import { CERTIFICATES_CACHE } from '../../lib/cache-keys.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { childOf, familyMember, notAParent } from '../families/index.ts';
import { certificatePdf } from './certificate-pdf.ts';
import {
  certificateCredential,
  certificateKey,
  publishedKeys,
  signCredential,
  verifyCredential,
} from './credential.ts';
import { adminProposalRoutes, tutorProposalRoutes } from './proposal-routes.ts';
import {
  certificateById,
  certificateStatus,
  certificateUrl,
  certificatesOf,
  issueCertificate,
  publicCertificate,
  revokeCertificate,
} from './service.ts';

const codeParams = z.object({ code: z.string() });
const learnerQuery = z.object({
  learner_id: z.coerce.number().int().positive().optional(),
});

const myCertificatesDoc = routeDoc({
  tag: 'certificates',
  summary: 'My certificates, newest first',
  description: 'Each with its code, the address where anyone checks it, and whether it is revoked.',
  caller: 'signed-in',
  answers: { 200: ["The learner's certificates.", listOf(certificateSchema)] },
});

const childCertificatesDoc = routeDoc({
  tag: 'families',
  summary: "A child's certificates",
  description: 'The same as `GET /api/my-certificates`, for one of the parent’s children.',
  caller: 'signed-in',
  params: idParams,
  answers: { 200: ["The child's certificates.", listOf(certificateSchema)], ...notAParent },
});

const publicDoc = routeDoc({
  tag: 'certificates',
  summary: 'Check a certificate',
  description:
    'What anyone with the code reads: what was achieved, the name as printed, the date, the tutor, the school, and whether it is valid or revoked; nothing else about the learner. The code is read without regard to case or hyphens.',
  caller: 'anyone',
  params: codeParams,
  answers: {
    200: ['The certificate.', one(publicCertificateSchema)],
    404: [CERTIFICATE_NOT_FOUND, messageSchema],
  },
});

const pdfDoc = routeDoc({
  tag: 'certificates',
  summary: 'A certificate as a PDF',
  description:
    'A4 landscape, in English and Arabic, with a QR code and the code that lead to its verification page; a revoked one is marked so. For anyone with the code, as the verification page is.',
  caller: 'anyone',
  params: codeParams,
  answers: {
    200: ['The certificate.', ['application/pdf']],
    404: [CERTIFICATE_NOT_FOUND, messageSchema],
  },
});

const credentialDoc = routeDoc({
  tag: 'certificates',
  summary: 'A certificate as a signed credential',
  description:
    'Its Open Badges 3.0 credential (a W3C Verifiable Credential) as a VC-JWT: a compact JWS, EdDSA with the school’s Ed25519 key (`kid` in `/.well-known/jwks.json`), whose payload is the credential. To download and keep in a wallet; for anyone with the code, as the PDF is. It names what the verification page shows, nothing else.',
  caller: 'anyone',
  params: codeParams,
  answers: {
    200: ['The credential, signed.', ['application/vc+jwt']],
    404: [CERTIFICATE_NOT_FOUND, messageSchema],
  },
});

const verifyDoc = routeDoc({
  tag: 'certificates',
  summary: 'Check a presented credential',
  description:
    'Any VC-JWT, checked against the school’s published key: `signed` when the key signed it as it is, `valid` when the certificate it names also stands in the school’s records. A changed or foreign credential is `signed: false`, never an error.',
  caller: 'anyone',
  body: credentialVerifySchema,
  answers: { 200: ['What the check found.', one(credentialVerificationSchema)] },
});

const jwksDoc = routeDoc({
  tag: 'certificates',
  summary: "The school's public signing keys",
  description:
    'A JSON Web Key Set: the Ed25519 key that signs certificates’ credentials, by its `kid` (its RFC 7638 thumbprint). Public parts only.',
  caller: 'anyone',
  answers: { 200: ['The keys.', jwksSchema] },
});

const adminListDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Certificates issued, newest first',
  description: 'Every certificate, or one learner’s (`?learner_id=`), revoked ones included.',
  query: learnerQuery,
  answers: { 200: ['The certificates.', listOf(certificateSchema)] },
});

const adminOneDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'One certificate',
  params: idParams,
  answers: { 200: ['The certificate.', one(certificateSchema)] },
});

const issueDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Issue a certificate',
  description:
    'To a learner (a child too), by a tutor: course completion, a memorisation milestone (`from` and `to`, as surah:ayah) or Qaida completion, with the date, an optional grade and a line in English and Arabic; the learner’s name in Arabic script where given. The names are kept as printed. A new code of 80 random bits. Audited.',
  body: certificateCreateSchema,
  answers: { 201: ['Issued.', one(certificateSchema)] },
});

const revokeDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Revoke a certificate',
  description:
    'With a reason. The certificate is kept and shows as revoked everywhere, its verification page too. Audited.',
  params: idParams,
  body: certificateRevokeSchema,
  answers: {
    200: ['Revoked.', one(certificateSchema)],
    409: [CERTIFICATE_ALREADY_REVOKED, messageSchema],
  },
});

/** The learner's certificates, a parent's child's, and the public check of a code. */
export async function certificateRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  const signedIn = { preHandler: app.authenticate };
  const key = certificateKey(app.config, app.log);
  const codeOf = (request: FastifyRequest) => (request.params as { code: string }).code;

  app.get('/api/my-certificates', { ...signedIn, schema: myCertificatesDoc }, async (request) => ({
    data: await certificatesOf(app.db, requireAuth(request).user.id, publicUrl),
  }));

  app.get(
    '/api/family/children/:id/certificates',
    { ...signedIn, schema: childCertificatesDoc },
    async (request) => {
      const parent = familyMember(request);
      const id = parseId((request.params as { id: string }).id, 'int');
      const child = await childOf(app.db, parent.id, id, app.clock.now());
      return { data: await certificatesOf(app.db, child.id, publicUrl) };
    },
  );

  await tutorProposalRoutes(app);

  app.get('/.well-known/jwks.json', { schema: jwksDoc }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ keys: publishedKeys(key) }),
  );

  // The page's line on the credential: the one the school issues for this code, signed and
  // checked here against the published key.
  app.get('/api/certificates/:code', { schema: publicDoc }, async (request) => {
    const certificate = await publicCertificate(app.db, codeOf(request));
    const jwt = await signCredential(certificateCredential(certificate, publicUrl), key);
    const checked = await verifyCredential(jwt, key, publicUrl);
    return {
      data: {
        ...certificate,
        credential: { issuer: certificate.school, key: key.kid, verified: checked.signed },
      },
    };
  });

  app.get(
    '/api/certificates/:code/credential',
    { schema: credentialDoc },
    async (request, reply) => {
      const certificate = await publicCertificate(app.db, codeOf(request));
      const jwt = await signCredential(certificateCredential(certificate, publicUrl), key);
      return reply
        .type('application/vc+jwt')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="iqra-certificate-${certificate.code}.jwt"`,
        )
        .send(jwt);
    },
  );

  app.post('/api/certificates/verify', { schema: verifyDoc }, async (request) => {
    const { jwt } = parseInput(credentialVerifySchema, request.body);
    const checked = await verifyCredential(jwt, key, publicUrl);
    const answer = (
      reason: string | null,
      code: string | null = null,
      status: 'valid' | 'revoked' | null = null,
    ) => ({
      data: { valid: status === 'valid', signed: checked.signed, code, status, reason },
    });
    if (!checked.signed) return answer(CREDENTIAL_NOT_SIGNED);
    const status = checked.code ? await certificateStatus(app.db, checked.code) : null;
    if (!checked.code || !status) return answer(CREDENTIAL_NOT_A_CERTIFICATE, checked.code);
    return answer(status === 'revoked' ? CREDENTIAL_REVOKED : null, checked.code, status);
  });

  app.get('/api/certificates/:code/pdf', { schema: pdfDoc }, async (request, reply) => {
    const certificate = await publicCertificate(app.db, codeOf(request));
    const pdf = await certificatePdf(certificate, certificateUrl(publicUrl, certificate.code));
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="iqra-certificate-${certificate.code}.pdf"`)
      .send(Buffer.from(pdf));
  });
}

/** Staff's certificates: inside the back office's routes, behind its guard. */
export async function adminCertificateRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  const staffId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get('/api/admin/certificates', { schema: adminListDoc }, async (request) => {
    const { learner_id: learnerId } = parseInput(learnerQuery, request.query);
    return { data: await certificatesOf(app.db, learnerId ?? null, publicUrl) };
  });

  app.get('/api/admin/certificates/:id', { schema: adminOneDoc }, async (request) => ({
    data: await certificateById(
      app.db,
      parseId((request.params as { id: string }).id, 'int'),
      publicUrl,
    ),
  }));

  app.post('/api/admin/certificates', { schema: issueDoc }, async (request, reply) => {
    const input = parseInput(certificateCreateSchema, request.body);
    const data = await app.db.transaction((tx) =>
      issueCertificate(tx, staffId(request), input, publicUrl),
    );
    app.cache.invalidate(CERTIFICATES_CACHE);
    return reply.status(201).send({ data });
  });

  await adminProposalRoutes(app);

  app.post('/api/admin/certificates/:id/revoke', { schema: revokeDoc }, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'int');
    const { reason } = parseInput(certificateRevokeSchema, request.body);
    const data = await app.db.transaction((tx) =>
      revokeCertificate(tx, staffId(request), id, reason, app.clock.now(), publicUrl),
    );
    app.cache.invalidate(CERTIFICATES_CACHE);
    return { data };
  });
}
