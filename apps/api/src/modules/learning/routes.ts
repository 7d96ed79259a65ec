import type { FastifyInstance } from 'fastify';
import { listOf, subscriptionSchema } from '@iqra/contracts';
import { routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { listUserSubscriptions } from './service.ts';

export async function learningRoutes(app: FastifyInstance) {
  const subscriptionsDoc = routeDoc({
    tag: 'learning',
    summary: 'My subscriptions and their classes, newest first',
    caller: 'signed-in',
    answers: { 200: ["The learner's subscriptions.", listOf(subscriptionSchema)] },
  });
  app.get(
    '/api/my-subscriptions',
    { preHandler: app.authenticate, schema: subscriptionsDoc },
    async (request) => ({
      data: await listUserSubscriptions(
        app.db,
        requireAuth(request).user.id,
        app.clock.now(),
        request.locale,
      ),
    }),
  );
}
