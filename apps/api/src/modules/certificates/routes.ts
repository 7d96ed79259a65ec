import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATE_ALREADY_REVOKED,
  CERTIFICATE_NOT_FOUND,
  certificateCreateSchema,
  certificateRevokeSchema,
  certificateSchema,
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
  certificateById,
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

  app.get('/api/certificates/:code', { schema: publicDoc }, async (request) => ({
    data: await publicCertificate(app.db, (request.params as { code: string }).code),
  }));

  app.get('/api/certificates/:code/pdf', { schema: pdfDoc }, async (request, reply) => {
    const certificate = await publicCertificate(app.db, (request.params as { code: string }).code);
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
