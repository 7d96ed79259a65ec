import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { TooManyRequests } from '../lib/errors.ts';

export interface AttemptRule {
  max: number;
  /** Window length, e.g. '15 minutes'. */
  timeWindow: string;
  /** What is counted; the client's address when absent. */
  key?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler that counts attempts under every rule (say per address) and answers 429
     * with Retry-After once any of them is over its limit. Every request counts, whoever
     * sends it: attempts at one account's e-mail are counted by `EmailAttempts`
     * (modules/auth/attempts.ts) instead, so that strangers cannot lock its owner out.
     */
    limitAttempts: (...rules: AttemptRule[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export interface SecurityOptions {
  corsOrigins: string[];
  /** Extra origins forms may post to (the payment provider, later). */
  formActions?: string[];
}

/** Security headers, the CORS allowlist and the rate limiter. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(options.formActions ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // Same origin only unless CORS_ORIGINS names others.
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  });
  await app.register(rateLimit, { global: false });
  // The plugin's own preHandler runs once per request; these rules must all count.
  app.decorate('limitAttempts', (...rules: AttemptRule[]) => {
    const limiters = rules.map((rule) =>
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindow,
        ...(rule.key ? { keyGenerator: rule.key } : {}),
      }),
    );
    return async (request: FastifyRequest) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw new TooManyRequests(result.ttlInSeconds);
      }
    };
  });
});

/**
 * Helmet's headers for these options, worked out once. Helmet itself re-derives them on every
 * request (its CSP step alone cost ~10 % of a cached read); the values never change here.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  const request = { headers: {}, method: 'GET', url: '/' };
  helmet(options)(request as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}
