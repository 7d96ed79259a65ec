import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shutting down: a load balancer stops sending new visitors here.
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    const ok = await app.database.ping();
    return ok ? { status: 'ok' } : reply.status(503).send({ status: 'unavailable' });
  });

  // Whether this instance should be sent visitors: the database answers and it is not
  // shutting down. Redis, when set, is checked too, but only degrades the answer: without it
  // attempt limits count on each instance alone, and every request is still served (taking
  // all instances out of the balancer because Redis went would turn a small fault into an
  // outage). Each check is named, so a host sees which failed.
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [database, redis] = await Promise.all([
      app.database.ping(),
      app.redis ? app.redis.ping() : undefined,
    ]);
    const checks = {
      database: database ? 'ok' : 'unavailable',
      ...(redis === undefined ? {} : { redis: redis ? 'ok' : 'unavailable' }),
    };
    if (app.draining) return reply.status(503).send({ status: 'draining', checks });
    if (!database) return reply.status(503).send({ status: 'unavailable', checks });
    return { status: redis === false ? 'degraded' : 'ready', checks };
  });
}
