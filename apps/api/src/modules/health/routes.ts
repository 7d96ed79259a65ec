import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeDoc } from '../../lib/route-docs.ts';

const check = z.enum(['ok', 'unavailable']);
const readiness = z.strictObject({
  status: z.enum(['ready', 'degraded', 'draining', 'unavailable']),
  checks: z.strictObject({ database: check, redis: check.optional() }),
});
const health = z.strictObject({ status: z.enum(['ok', 'draining', 'unavailable']) });

export async function healthRoutes(app: FastifyInstance) {
  const healthDoc = routeDoc({
    tag: 'operations',
    summary: 'Whether this instance is alive',
    answers: {
      200: ['Alive, and its database answers.', health],
      503: ['Shutting down, or the database does not answer.', health],
    },
  });
  app.get('/api/health', { schema: healthDoc }, async (_request, reply) => {
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
  const readyDoc = routeDoc({
    tag: 'operations',
    summary: 'Whether this instance should be sent visitors',
    description:
      '`degraded` when Redis (if set) does not answer: still served, with limits counted per instance.',
    answers: {
      200: ['Ready, or degraded.', readiness],
      503: ['Shutting down, or the database does not answer.', readiness],
    },
  });
  app.get('/api/ready', { schema: readyDoc }, async (_request, reply) => {
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
