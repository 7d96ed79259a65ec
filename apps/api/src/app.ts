import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { MESSAGES } from '@iqra/contracts';
import type { Config, Timeouts } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { ResponseCache } from './lib/cache.ts';
import { DatabaseOutage } from './lib/database-outage.ts';
import { loggerOptions, redactUrl } from './lib/logging.ts';
import { SharedRedis } from './lib/redis.ts';
import { webRoot } from './lib/paths.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { certificateRoutes } from './modules/certificates/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { booksRoutes } from './modules/books/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { metricsPlugin } from './modules/metrics/index.ts';
import { crawlerRoutes } from './modules/crawlers/index.ts';
import { engagementRoutes, leadsRoutes } from './modules/leads/index.ts';
import { learningRoutes } from './modules/learning/index.ts';
import { Mailer, MailWorker, mailTemplates } from './modules/mail/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { payRoutes } from './modules/pay/index.ts';
import { remindersPlugin, type RemindersOptions } from './modules/reminders/index.ts';
import { quranRoutes } from './modules/quran/index.ts';
import {
  hearClassListVersion,
  learnerProgressRoutes,
  publicHolidayRoutes,
  teachingRoutes,
  tutorLeaveRoutes,
} from './modules/teaching/index.ts';
import { familyInvitationRoutes, familyRoutes } from './modules/families/index.ts';
import { uploadRoutes } from './modules/uploads/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { languagePlugin } from './plugins/language.ts';
import { openapiPlugin, schemaCompilers } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

/** Attempts allowed per 15 minutes. */
export interface Limits {
  loginPerIp: number;
  registerPerIp: number;
  /** Per (e-mail, address) pair; ten times this over all addresses (modules/auth/attempts.ts). */
  perEmail: number;
  leadsPerIp: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginPerIp: 30,
  registerPerIp: 20,
  perEmail: 10,
  leadsPerIp: 20,
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    cache: ResponseCache;
    /** Where instances count attempts together (`REDIS_URL`); absent, each counts alone. */
    redis: SharedRedis | undefined;
    limits: Limits;
    /** Where uploaded files are kept (never served as they are). */
    uploadsDir: string;
    mailer: Mailer;
    /** The school's "now" (lib/clock.ts): the system clock, or a test's own. */
    clock: Clock;
    /** Whether the database answers; an outage is answered 503 and logged once each way. */
    databaseOutage: DatabaseOutage;
    /** Shutting down soon: answers end their connection and health says so (server.ts). */
    readonly draining: boolean;
    /** Enters the drain phase; `close()` still has to be called. */
    drain(): void;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  limits?: Partial<Limits>;
  logger?: FastifyServerOptions['logger'];
  /** How often the mail worker looks for due mail (tests make it quick). */
  mailIntervalMs?: number;
  /** How often the payment reconciler looks for payments whose return was lost. */
  paymentCheckIntervalMs?: number;
  /** Told of every route as it is added (the authorization matrix test walks them all). */
  /** Sees each route as it is registered (`hidden`: left out of the API document). */
  onRoute?: (route: { method: string | string[]; url: string; hidden: boolean }) => void;
  /** Replaces some of `config.timeouts` (tests use short ones). */
  timeouts?: Partial<Timeouts>;
  /** The school's "now": what classes, plans and reminders are decided by (tests set it). */
  clock?: Clock;
  /** How often reminders are looked for (tests run them by hand). */
  reminders?: RemindersOptions;
  /**
   * Renders the public pages when the app is ready and again shortly after an edit drops
   * them, so no visitor waits for a render (the server does; tests render on demand).
   */
  renderPagesAhead?: boolean;
  /**
   * The built web app to serve: by default `WEB_DIST`, else the build beside the code (or
   * its bare public files); `false` serves none, so the app is the API alone (tests).
   */
  webRoot?: string | false;
}

const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A request's id: a proxy's `X-Request-Id` when it is a plain token (it goes into logs), else new. */
function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && PLAIN_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Tells `onRoute` of each route as it is registered (tests list them). */
function watchRoutes(app: FastifyInstance, onRoute: NonNullable<AppDeps['onRoute']>) {
  app.addHook('onRoute', (route) =>
    onRoute({
      method: route.method,
      url: route.url,
      hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
    }),
  );
}

/**
 * Every answer carries its request's id (`X-Request-Id`) and ends its connection while the
 * app drains; every request leaves one log line. These hooks run for every request, so they
 * take a callback: an async hook costs a promise and a turn of the microtask queue each time.
 */
function traceRequests(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        // One-time tokens in links (payments, newsletter, resets) stay out of the logs.
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

/** The whole HTTP application, ready for `inject` or `listen`; it never listens itself. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const timeouts = { ...config.timeouts, ...deps.timeouts };
  const app = Fastify({
    // Secrets and query parameters never reach the log, whoever supplies the options.
    logger: loggerOptions(config.logLevel, deps.logger),
    // JSON bodies are small here; uploads have their own limits.
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // A stalled or trickling client gives up its connection (decision 008): headers within
    // `headersMs`, the whole request within `requestMs` (both 408), no byte for `idleMs` closes
    // it, and an unused keep-alive connection closes after `keepAliveMs`. Node checks the
    // first two every `connectionsCheckingInterval` (30 s by default; too coarse for these).
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 2)),
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    // One line per request, written on response (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's id is in its log lines and in its answer's `X-Request-Id`: the one a
    // proxy in front sent, when it is a plain token, else a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Route schemas document the API (plugins/openapi.ts); under test, answers are checked
    // against them, so that every API test also checks the document.
    schemaController: schemaCompilers(config.env === 'test'),
  });
  // Shutting down (server.ts): first a drain phase, in which every answer ends its connection
  // so clients stop reusing it, then close(), whose in-flight answers do the same (new
  // requests get 503 from Fastify by then).
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  traceRequests(app);

  if (deps.onRoute) watchRoutes(app, deps.onRoute);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('cache', new ResponseCache());
  shareThroughDatabase(app, database);
  const redis = await connectRedis(app, config);
  app.decorate('limits', { ...scaledLimits(config.rateLimitScale), ...deps.limits });
  app.decorate('uploadsDir', path.join(config.dataDir, 'uploads'));
  app.decorate('databaseOutage', new DatabaseOutage({ ping: () => database.ping(), log: app.log }));
  app.addHook('onClose', async () => app.databaseOutage.stop());
  decorateMailer(app, config, deps.mailIntervalMs ?? 1000);

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    ...(redis ? { redis } : {}),
  });
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);

  const root =
    deps.webRoot === false ? undefined : (deps.webRoot ?? config.webDist ?? defaultWebRoot());
  await app.register(openapiPlugin, {
    publicUrl: config.publicUrl,
    ...(root ? { logo: path.join(root, 'favicon.svg') } : {}),
  });
  await app.register(healthRoutes);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(crawlerRoutes, { publicUrl: config.publicUrl });
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(booksRoutes);
  await app.register(learningRoutes);
  await app.register(teachingRoutes);
  await app.register(publicHolidayRoutes);
  await app.register(tutorLeaveRoutes);
  await app.register(learnerProgressRoutes);
  await app.register(payRoutes);
  await app.register(familyRoutes);
  await app.register(familyInvitationRoutes);
  await app.register(certificateRoutes);
  await app.register(quranRoutes);
  await app.register(remindersPlugin, deps.reminders ?? {});
  await app.register(leadsRoutes);
  await app.register(engagementRoutes);
  await app.register(paymentsRoutes, { checkIntervalMs: deps.paymentCheckIntervalMs });
  await app.register(adminRoutes);
  await app.register(uploadRoutes);

  if (root) {
    const renderer = path.join(root, '..', 'dist-server', 'entry-server.js');
    await app.register(webPlugin, {
      root,
      publicUrl: config.publicUrl,
      renderer: existsSync(renderer) ? renderer : undefined,
      renderAhead: deps.renderPagesAhead ?? false,
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: MESSAGES.notFound }),
    );
  }
  return app;
}

/**
 * What instances on one database tell each other through it (db/notifications.ts): the cache
 * keys an edit made stale (each instance drops its own; the sender has already), and, when
 * this instance may have missed some, everything kept is dropped. The token view listens too
 * (plugins/auth.ts), and so does the class-list version (modules/teaching/list-version.ts).
 * Listening starts as the app becomes ready and stops as it closes.
 */
function shareThroughDatabase(app: FastifyInstance, database: DatabaseHandle) {
  const notifications = database.notifications;
  const instance = randomUUID();
  app.cache.announce = (prefixes) => {
    notifications
      .notify('iqra_cache', JSON.stringify({ from: instance, prefixes }))
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'other instances were not told of a change to the catalogue'),
      );
  };
  notifications.onMessage((channel, payload) => {
    if (channel !== 'iqra_cache') return;
    const told = parseCacheNotice(payload);
    if (told && told.from !== instance) app.cache.drop(told.prefixes);
  });
  hearClassListVersion(app.db, notifications);
  notifications.onLiveChange((live) => {
    if (live) {
      app.cache.drop();
      app.log.info('listening for changes through the database');
    } else {
      app.log.warn('not hearing other instances: answers are kept 30 s, tokens not at all');
    }
  });
  app.addHook('onReady', async () => notifications.start());
  app.addHook('onClose', async () => notifications.stop());
}

/** The default limits times `RATE_LIMIT_SCALE`. */
function scaledLimits(scale: number): Limits {
  const scaled = Object.entries(DEFAULT_LIMITS).map(([name, max]) => [
    name,
    Math.ceil(max * scale),
  ]);
  return Object.fromEntries(scaled) as unknown as Limits;
}

/** The Redis of `REDIS_URL` (closed with the app), decorated as `app.redis`; none without. */
async function connectRedis(app: FastifyInstance, config: Config) {
  const redis = config.redisUrl ? await SharedRedis.at(config.redisUrl, app.log) : undefined;
  app.decorate('redis', redis);
  if (redis) {
    await redis.connect();
    app.addHook('onClose', async () => redis.close());
  }
  return redis;
}

function parseCacheNotice(payload: string): { from: string; prefixes: string[] } | undefined {
  try {
    const value = JSON.parse(payload) as { from?: unknown; prefixes?: unknown };
    if (
      typeof value.from === 'string' &&
      Array.isArray(value.prefixes) &&
      value.prefixes.every((prefix) => typeof prefix === 'string')
    )
      return { from: value.from, prefixes: value.prefixes as string[] };
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}

/** The outbox worker, started and stopped with the app, and the mailer modules send with. */
function decorateMailer(app: FastifyInstance, config: Config, intervalMs: number) {
  const mailWorker = new MailWorker({
    db: app.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    uploadsDir: app.uploadsDir,
    log: app.log,
    outage: app.databaseOutage,
    intervalMs,
  });
  app.decorate(
    'mailer',
    new Mailer(
      mailTemplates(config.publicUrl),
      config.staffEmail,
      mailWorker,
      app.log,
      config.mailFrom,
    ),
  );
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => mailWorker.stop());
}

/** The built web app when there is one, else its public files (images) alone. */
function defaultWebRoot(): string | undefined {
  for (const candidate of [path.join(webRoot, 'dist'), path.join(webRoot, 'public')]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
