import type { FastifyInstance } from 'fastify';
import { adminRefundCreateSchema, adminRefundSchema, messageSchema, one } from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { pathParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { recordStaffRefund, REFUND_NOT_COMPLETED } from './staff-refund.ts';

const refundDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Record a refund of a payment by hand',
  description:
    "A refund made outside the provider's notices (a bank transfer back, a refund the provider never told of): `amount` in the payment's currency as a decimal string (`\"12.50\"`), more than 0 and at most what is left of the payment after its refunds (422 on `amount` otherwise), and a `reason`. Recorded now on the school's clock, by the staff member. Audited.",
  params: pathParams({ id: 'uuid' }),
  body: adminRefundCreateSchema,
  answers: {
    201: ['The refund recorded.', one(adminRefundSchema)],
    409: [REFUND_NOT_COMPLETED, messageSchema],
  },
});

/** Staff's calls about payments: inside the back office's routes, behind its guard (staff only). */
export async function adminPaymentRoutes(app: FastifyInstance) {
  app.post('/api/admin/payments/:id/refunds', { schema: refundDoc }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id, 'uuid');
    const input = parseInput(adminRefundCreateSchema, request.body);
    const staff = { userId: requireAuth(request).user.id, at: app.clock.now() };
    const data = await recordStaffRefund(app.db, staff, id, input);
    return reply.status(201).send({ data });
  });
}
