import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await app.database.ping();
    reply.header('cache-control', 'no-store');
    return ok ? { status: 'ok' } : reply.status(503).send({ status: 'unavailable' });
  });
}
