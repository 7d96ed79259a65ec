import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shutting down: a load balancer stops sending new visitors here.
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    const ok = await app.database.ping();
    return ok ? { status: 'ok' } : reply.status(503).send({ status: 'unavailable' });
  });
}
