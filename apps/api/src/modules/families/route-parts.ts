import type { FastifyRequest } from 'fastify';
import { messageSchema } from '@iqra/contracts';
import { Forbidden } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';

// What every family route shares: who may call it, and how it says no to the others.

export const notAParent = {
  403: ['Tutors and staff sign in for work: a family is a learner’s account.', messageSchema],
} as const;

/** The signed-in learner (401 for nobody); tutors' and staff's accounts are for work (403). */
export function familyMember(request: FastifyRequest) {
  const { user } = requireAuth(request);
  if (user.role !== 'student') throw new Forbidden();
  return user;
}
