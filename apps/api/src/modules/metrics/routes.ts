import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { MESSAGES, messageSchema } from '@iqra/contracts';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeDoc } from '../../lib/route-docs.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { recordGauges } from './records.ts';

/** The token's bytes and a caller's, compared in constant time. */
function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus's metrics at `GET /metrics`, for whoever holds `METRICS_TOKEN` (`Authorization:
 * Bearer …`); without the setting the address is not there. Each instance counts its own
 * requests (a histogram of durations by route and status, and the process's own figures); the
 * figures kept in the database (the outbox, payments, reminders) are read from it at each scrape,
 * so every instance reports the same ones.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { token?: string }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'iqra_' });
  const durations = new Histogram({
    name: 'iqra_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  recordGauges(app.db, registry);
  // This instance's links to what it shares with the others (decision 017).
  new Gauge({
    name: 'iqra_listening',
    help: '1 while this instance hears the changes other instances announce through the database; at 0 it keeps catalogue answers up to 30 s and keeps no tokens.',
    registers: [registry],
    collect() {
      this.set(app.database.notifications.live ? 1 : 0);
    },
  });
  const redis = app.redis;
  if (redis) {
    new Gauge({
      name: 'iqra_redis_up',
      help: '1 while Redis (REDIS_URL) answers; at 0 attempt limits count on this instance alone.',
      registers: [registry],
      collect() {
        this.set(redis.available ? 1 : 0);
      },
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (`/api/products/:slug`), never the address: one series per route.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const metricsDoc = routeDoc({
    tag: 'operations',
    summary: "This instance's metrics, for Prometheus",
    description:
      "Request durations by route and status and the process's own figures, counted per instance; the outbox, payments and reminders as the database has them. For whoever holds `METRICS_TOKEN`.",
    caller: 'metrics',
    answers: {
      200: ['The metrics, in the Prometheus text format.', 'text/plain'],
      404: ['No `METRICS_TOKEN` is set: the address is not there.', messageSchema],
    },
  });
  app.get('/metrics', { schema: metricsDoc }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!options.token) return reply.status(404).send({ message: MESSAGES.notFound });
    const given = bearerToken(request);
    if (!given || !sameToken(options.token, given)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: MESSAGES.unauthenticated });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
});
