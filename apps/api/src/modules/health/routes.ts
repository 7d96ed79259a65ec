import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shutting down: a load balancer stops sending new visitors here.
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    const ok = await app.database.ping();
    return ok ? { status: 'ok' } : reply.status(503).send({ status: 'unavailable' });
  });

  // Whether this instance should be sent visitors: every service it needs answers (the
  // database), and it is not shutting down. Each check is named, so a host sees which failed.
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks = { database: (await app.database.ping()) ? 'ok' : 'unavailable' };
    if (app.draining) return reply.status(503).send({ status: 'draining', checks });
    const ready = Object.values(checks).every((check) => check === 'ok');
    return ready
      ? { status: 'ready', checks }
      : reply.status(503).send({ status: 'unavailable', checks });
  });
}
