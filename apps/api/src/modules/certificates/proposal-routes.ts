import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CERTIFICATE_PROPOSAL_DECIDED,
  CERTIFICATE_PROPOSAL_NOT_FOUND,
  CERTIFICATE_PROPOSALS_CLOSED,
  certificateProposalApproveSchema,
  certificateProposalCreateSchema,
  certificateProposalDeclineSchema,
  certificateProposalSchema,
  certificateSchema,
  listOf,
  messageSchema,
  one,
  tutorCertificateProposalsSchema,
} from '@iqra/contracts';
import { CERTIFICATES_CACHE } from '../../lib/cache-keys.ts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  approveProposal,
  declineProposal,
  proposeCertificate,
  staffProposal,
  staffProposals,
  tutorProposals,
} from './proposals.ts';

// Tutors propose certificates on `/teach`; staff approve or decline them in the back office
// (decision 039).

const tutorProposalsDoc = routeDoc({
  tag: 'teaching',
  caller: 'tutor',
  summary: 'My certificate proposals',
  description:
    'Those waiting for staff first, then the decided: approved with the certificate’s code, or declined with the reason. `open` says whether the school’s rules let tutors propose more.',
  answers: { 200: ["The tutor's proposals.", tutorCertificateProposalsSchema] },
});

const proposeDoc = routeDoc({
  tag: 'teaching',
  caller: 'tutor',
  summary: 'Propose a certificate',
  description:
    'For a learner the tutor teaches (a class, past or to come), where the school’s rules let tutors propose: what it would say, as when staff issue one, without the date, which staff set when they approve it. Audited.',
  body: certificateProposalCreateSchema,
  answers: {
    201: ['Proposed: it waits for staff.', one(certificateProposalSchema)],
    403: [CERTIFICATE_PROPOSALS_CLOSED, messageSchema],
  },
});

const proposalsDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Certificate proposals from tutors',
  description: 'Those waiting first, oldest first; then the decided, latest first.',
  answers: { 200: ['The proposals.', listOf(certificateProposalSchema)] },
});

const proposalDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'One certificate proposal',
  params: idParams,
  answers: {
    200: ['The proposal.', one(certificateProposalSchema)],
    404: [CERTIFICATE_PROPOSAL_NOT_FOUND, messageSchema],
  },
});

const approveDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Approve a certificate proposal',
  description:
    'Issues the certificate, by the proposing tutor, with the words given (the proposal’s, kept or changed; an empty title is the kind’s own) and the date; the proposal then names it. Audited.',
  params: idParams,
  body: certificateProposalApproveSchema,
  answers: {
    200: ['The certificate issued.', one(certificateSchema)],
    404: [CERTIFICATE_PROPOSAL_NOT_FOUND, messageSchema],
    409: [CERTIFICATE_PROPOSAL_DECIDED, messageSchema],
  },
});

const declineDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Decline a certificate proposal',
  description: 'With a reason the tutor reads. Audited.',
  params: idParams,
  body: certificateProposalDeclineSchema,
  answers: {
    200: ['Declined.', one(certificateProposalSchema)],
    404: [CERTIFICATE_PROPOSAL_NOT_FOUND, messageSchema],
    409: [CERTIFICATE_PROPOSAL_DECIDED, messageSchema],
  },
});

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');

/** A tutor's proposals and a new one, where the school's rules let tutors propose. */
export async function tutorProposalRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  const tutorOnly = { preHandler: app.requireTutor };
  app.get(
    '/api/teach/certificate-proposals',
    { ...tutorOnly, schema: tutorProposalsDoc },
    async (request) => tutorProposals(app.db, requireAuth(request).user.id, publicUrl),
  );

  app.post(
    '/api/teach/certificate-proposals',
    { ...tutorOnly, schema: proposeDoc },
    async (request, reply) => {
      const input = parseInput(certificateProposalCreateSchema, request.body);
      const data = await app.db.transaction((tx) =>
        proposeCertificate(tx, requireAuth(request).user.id, input, app.clock.now(), publicUrl),
      );
      return reply.status(201).send({ data });
    },
  );
}

/** Staff decide proposals: inside the back office's routes, behind its guard. */
export async function adminProposalRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  const staffId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get('/api/admin/certificate-proposals', { schema: proposalsDoc }, async () => ({
    data: await staffProposals(app.db, publicUrl),
  }));

  app.get('/api/admin/certificate-proposals/:id', { schema: proposalDoc }, async (request) => ({
    data: await staffProposal(app.db, idOf(request), publicUrl),
  }));

  app.post(
    '/api/admin/certificate-proposals/:id/approve',
    { schema: approveDoc },
    async (request) => {
      const id = idOf(request);
      const input = parseInput(certificateProposalApproveSchema, request.body);
      const data = await app.db.transaction((tx) =>
        approveProposal(tx, staffId(request), id, input, app.clock.now(), publicUrl),
      );
      app.cache.invalidate(CERTIFICATES_CACHE);
      return { data };
    },
  );

  app.post(
    '/api/admin/certificate-proposals/:id/decline',
    { schema: declineDoc },
    async (request) => {
      const id = idOf(request);
      const { reason } = parseInput(certificateProposalDeclineSchema, request.body);
      return {
        data: await app.db.transaction((tx) =>
          declineProposal(tx, staffId(request), id, reason, app.clock.now(), publicUrl),
        ),
      };
    },
  );
}
