import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/auth.ts';
import { listUserSubscriptions } from './service.ts';

export async function learningRoutes(app: FastifyInstance) {
  app.get('/api/my-subscriptions', { preHandler: app.authenticate }, async (request) => ({
    data: await listUserSubscriptions(app.db, requireAuth(request).user.id),
  }));
}
