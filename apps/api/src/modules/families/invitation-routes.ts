import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  childInvitationCreateSchema,
  emailInvitationSchema,
  familyInvitationSchema,
  invitationAcceptedSchema,
  invitationAcceptSchema,
  invitationTokenQuery,
  listOf,
  messageSchema,
  one,
  receivedInvitationSchema,
  type MessageResponse,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { acceptInvitation, receivedInvitation } from './accepting.ts';
import { CHILD_SIGN_IN_MAIL, childSignInComposer, inviteChildToSignIn } from './child-sign-in.ts';
import {
  cancelInvitation,
  FAMILY_INVITATION_MAIL,
  familyInvitationComposer,
  invitationsOf,
  invite,
  resendInvitation,
} from './invitations.ts';
import { familyMember, notAParent } from './route-parts.ts';

const invitationsDoc = routeDoc({
  tag: 'families',
  summary: 'My invitations waiting for an answer',
  description:
    'The invitations the signed-in parent sent that nobody has accepted yet, newest first; an expired one says so (`expired`) and may be sent again.',
  caller: 'signed-in',
  answers: { 200: ['The invitations.', listOf(familyInvitationSchema)], ...notAParent },
});

const inviteChildDoc = routeDoc({
  tag: 'families',
  summary: 'Invite an existing learner to be my child',
  description:
    'Mails `email` a link to accept, signed in with that address, within 14 days. `consent: true` records, with the date, that the parent agrees to the school keeping the child’s details and teaching them. The answer is the same whether or not the address has an account. Audited.',
  caller: 'signed-in',
  body: childInvitationCreateSchema,
  limited: true,
  answers: { 201: ['The invitation, sent.', one(familyInvitationSchema)], ...notAParent },
});

const inviteGuardianDoc = routeDoc({
  tag: 'families',
  summary: 'Invite a second guardian of a child',
  description:
    'Mails `email` a link to become a guardian of the child too (a child has at most two), accepted signed in with that address within 14 days. 404 for anyone else’s child. Audited.',
  caller: 'signed-in',
  params: idParams,
  body: emailInvitationSchema,
  limited: true,
  answers: { 201: ['The invitation, sent.', one(familyInvitationSchema)], ...notAParent },
});

const inviteSignInDoc = routeDoc({
  tag: 'families',
  summary: 'Give a child a sign-in of their own',
  description:
    'Mails the child, at `email`, a one-time link (7 days) that sets that address and a password together; only from the year the child turns 14, and not to an address another account uses (422). The child stays in the family. Audited.',
  caller: 'signed-in',
  params: idParams,
  body: emailInvitationSchema,
  limited: true,
  answers: { 202: ['The mail is on its way.', messageSchema], ...notAParent },
});

const resendDoc = routeDoc({
  tag: 'families',
  summary: 'Send an invitation again',
  description:
    'A new link and 14 more days; the link sent before stops working. 404 for anyone else’s invitation, or one accepted. Audited.',
  caller: 'signed-in',
  params: idParams,
  limited: true,
  answers: { 200: ['The invitation, sent again.', one(familyInvitationSchema)], ...notAParent },
});

const cancelDoc = routeDoc({
  tag: 'families',
  summary: 'Cancel an invitation',
  description:
    'Its link stops working. 404 for anyone else’s invitation, or one accepted. Audited.',
  caller: 'signed-in',
  params: idParams,
  answers: { 204: ['Cancelled.'], ...notAParent },
});

const invitationGone = {
  404: ['No invitation of the signed-in account at this link.', messageSchema],
  410: ['The invitation was accepted already, or has expired.', messageSchema],
} as const;

const receivedDoc = routeDoc({
  tag: 'families',
  summary: 'An invitation I received',
  description:
    'What the mailed link’s `token` invites the signed-in account to, and who sent it. Only for the address it was sent to: any other account reads 404, as for an unknown link.',
  caller: 'signed-in',
  query: invitationTokenQuery,
  answers: {
    200: ['The invitation.', one(receivedInvitationSchema)],
    ...notAParent,
    ...invitationGone,
  },
});

const acceptDoc = routeDoc({
  tag: 'families',
  summary: 'Accept an invitation',
  description:
    'Links the signed-in account into the family: as the inviting parent’s child, or as a guardian of their child (`consent: true` required). 409 when the family cannot hold it (already linked, the other way round, two guardians already, a full family). Audited.',
  caller: 'signed-in',
  body: invitationAcceptSchema,
  answers: {
    200: ['Accepted.', one(invitationAcceptedSchema)],
    ...notAParent,
    ...invitationGone,
    409: ['The family cannot hold this link.', messageSchema],
  },
});

/** Joining a family by invitation: the parent's invitations, and the invitee's answer. */
export async function familyInvitationRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();
  const person = familyMember;
  const signedIn = { preHandler: app.authenticate };
  const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'int');
  // Each of these mails an address the parent types: counted per client address, as forms are.
  const mailing = {
    preHandler: [
      app.authenticate,
      app.limitAttempts({
        name: 'family-invitations',
        max: app.limits.leadsPerIp,
        timeWindow: '15 minutes',
      }),
    ],
  };
  const { config, mailer } = app;
  mailer.composeWith(
    FAMILY_INVITATION_MAIL,
    familyInvitationComposer(app.db, mailer.templates, config.publicUrl),
  );
  mailer.composeWith(
    CHILD_SIGN_IN_MAIL,
    childSignInComposer(app.db, mailer.templates, config.publicUrl, app.clock),
  );

  app.get('/api/family/invitations', { ...signedIn, schema: invitationsDoc }, async (request) => ({
    data: await invitationsOf(app.db, person(request).id, now()),
  }));

  app.post(
    '/api/family/invitations',
    { ...mailing, schema: inviteChildDoc },
    async (request, reply) => {
      const parent = person(request);
      const { email } = parseInput(childInvitationCreateSchema, request.body);
      const data = await invite(app.db, parent, { email, locale: request.locale }, now());
      mailer.flushSoon();
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/family/children/:id/guardians',
    { ...mailing, schema: inviteGuardianDoc },
    async (request, reply) => {
      const parent = person(request);
      const child = idOf(request);
      const { email } = parseInput(emailInvitationSchema, request.body);
      const data = await invite(
        app.db,
        parent,
        { email, childId: child, locale: request.locale },
        now(),
      );
      mailer.flushSoon();
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/api/family/children/:id/sign-in',
    { ...mailing, schema: inviteSignInDoc },
    async (request, reply) => {
      const parent = person(request);
      const id = idOf(request);
      const { email } = parseInput(emailInvitationSchema, request.body);
      const child = await inviteChildToSignIn(app.db, parent, id, email, now(), request.locale);
      mailer.flushSoon();
      const answer: MessageResponse = {
        message: `We have sent ${child.firstName} a link to choose a password and sign in with ${email}.`,
      };
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/family/invitations/:id/resend',
    { ...mailing, schema: resendDoc },
    async (request) => {
      const parent = person(request);
      const data = await resendInvitation(app.db, parent.id, idOf(request), now(), request.locale);
      mailer.flushSoon();
      return { data };
    },
  );

  app.delete(
    '/api/family/invitations/:id',
    { ...signedIn, schema: cancelDoc },
    async (request, reply) => {
      const parent = person(request);
      await cancelInvitation(app.db, parent.id, idOf(request), now());
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/family/invitations/received',
    { ...signedIn, schema: receivedDoc },
    async (request) => {
      const invitee = person(request);
      const { token } = parseInput(invitationTokenQuery, request.query);
      return { data: await receivedInvitation(app.db, invitee, token, now()) };
    },
  );

  app.post(
    '/api/family/invitations/accept',
    { ...signedIn, schema: acceptDoc },
    async (request) => {
      const invitee = person(request);
      const input = parseInput(invitationAcceptSchema, request.body);
      return { data: await acceptInvitation(app.db, invitee, input, now()) };
    },
  );
}
