import cors from '@fastify/cors';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { addressKey } from '../lib/client-address.ts';
import { TooManyRequests } from '../lib/errors.ts';
import type { SharedRedis } from '../lib/redis.ts';

export interface AttemptRule {
  /** Names the rule's counters (rules count apart, also in a shared store). */
  name: string;
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
  /** Where all instances count attempts together; each counts alone without it. */
  redis?: SharedRedis;
}

/** Security headers, the CORS allowlist and the rate limiter. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // Pages and files (HTML, scripts, images, PDFs, calendars): helmet's full set.
  const documentHeaders = securityHeaders({
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
  const shortHeaders = dataHeaders(documentHeaders);
  // Chosen once the answer's type is known (the serializer has set it by now); no route sets
  // any of these itself.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(
      typeof type === 'string' && NEVER_A_DOCUMENT.test(type) ? shortHeaders : documentHeaders,
    );
    done(null, payload);
  });
  // Same origin only unless CORS_ORIGINS names others. With none named there is nothing to
  // answer (a preflight finds no route, as it would with CORS turned off), so no request
  // pays for the check.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: sharedOrLocalStore(options.redis) } : {}),
  });
  // The plugin's own preHandler runs once per request; these rules must all count.
  app.decorate('limitAttempts', (...rules: AttemptRule[]) => {
    const limiters = rules.map((rule) => {
      const key = rule.key ?? ((request: FastifyRequest) => addressKey(request.ip));
      return app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindow,
        keyGenerator: (request) => `${rule.name}:${key(request)}`,
      });
    });
    return async (request: FastifyRequest) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw new TooManyRequests(result.ttlInSeconds);
      }
    };
  });
});

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/** The options a store is made with (the plugin's types leave out the two it reads). */
interface StoreParams extends FastifyRateLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The rate-limit plugin's store for several instances: its Redis store while Redis is up, and
 * its in-process store while it is not (or when a command fails), so that limits never stop
 * counting and no request fails for Redis. Counts made apart are not merged when Redis returns.
 */
function sharedOrLocalStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedOrLocalStore implements FastifyRateLimitStore {
    private readonly shared: InstanceType<typeof RedisStore>;
    private readonly local: InstanceType<typeof LocalStore>;

    constructor(params: StoreParams) {
      const { continueExceeding, exponentialBackoff } = params;
      this.shared = new RedisStore(
        continueExceeding,
        exponentialBackoff,
        redis.client,
        'iqra:attempts:',
      );
      this.local = new LocalStore(continueExceeding, exponentialBackoff, 5000);
    }

    private apply(
      method: 'incr' | 'read',
      key: string,
      done: Counted,
      timeWindow: number,
      max: number,
    ): void {
      const counted = (store: InstanceType<typeof LocalStore>) => () =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) => {
          store[method](
            key,
            (error, result) =>
              error || !result ? reject(error ?? new Error('no count')) : resolve(result),
            timeWindow,
            max,
          );
        });
      redis.orLocally(counted(this.shared), counted(this.local)).then(
        (result) => done(null, result),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    incr(key: string, done: Counted, timeWindow: number, max: number): void {
      this.apply('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Counted, timeWindow: number, max: number): void {
      this.apply('read', key, done, timeWindow, max);
    }

    /** The rules' keys carry their names (`limitAttempts`): one namespace serves them all. */
    child(params: unknown): FastifyRateLimitStore {
      return new SharedOrLocalStore(params as StoreParams);
    }
  }
  return SharedOrLocalStore;
}

/**
 * Types a browser never renders as a page with anything active in it: data (JSON), and the
 * page's scripts, styles and fonts (opened on their own, a script or a stylesheet is shown as
 * text and run by nothing). Images are not among them: an SVG opened on its own is a document
 * that can run script.
 */
const NEVER_A_DOCUMENT = /json|^(?:text|application)\/javascript|^text\/css|^font\//;

/**
 * The security headers of a JSON answer, a script, a stylesheet or a font (decision 020). None
 * is a page: the headers that govern documents (COOP, the referrer policy, X-Frame-Options,
 * X-XSS-Protection, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, Origin-Agent-Cluster) change nothing for them. What does
 * apply: no sniffing one as another type, no other site reading it (CORP), HTTPS only (HSTS),
 * and, should one be opened on its own, a policy that allows nothing and no framing.
 */
function dataHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  if (!hsts) throw new Error('helmet set no Strict-Transport-Security');
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': hsts,
    'x-content-type-options': 'nosniff',
  };
}

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
