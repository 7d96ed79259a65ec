import path from 'node:path';
import { z } from 'zod';
import {
  parseRetiredKeys,
  parseSigningKey,
  type RetiredKeyJwk,
  type SigningKeyJwk,
} from './lib/signing-key.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool.optional(),
  PAYMENT_PROVIDER: z.enum(['demo', 'paypal']).default('demo'),
  ALLOW_DEMO_PAYMENTS: bool.default(false),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Iqra <no-reply@iqra.example>'),
  STAFF_EMAIL: z.string().default('staff@iqra.example'),
  CORS_ORIGINS: z.string().default(''),
  REDIS_URL: z.string().optional(),
  // Who may read /metrics (`Authorization: Bearer <token>`); unset, there are none to read.
  // The characters of a bearer token as the API reads one (plugins/auth.ts).
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, 'must be 16 to 200 letters, digits, _ or -')
    .optional(),
  // The school's Ed25519 key that signs certificates' credentials: a private JWK, one line of
  // JSON (`npm run certificate:key`). Required in production (decision 038).
  CERTIFICATE_SIGNING_KEY: z.string().optional(),
  CERTIFICATE_RETIRED_KEYS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

/** How long a connection may take over each part of its life (decision 008). */
export interface Timeouts {
  /** From the first byte of a request to the end of its headers; then 408. */
  headersMs: number;
  /** The whole request, headers and body; then 408. A 20 MB upload at 0.6 Mbit/s fits. */
  requestMs: number;
  /** No byte either way for this long while a request is open: the connection is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  paymentProvider: 'demo' | 'paypal';
  paypal: {
    clientId: string;
    clientSecret: string;
    apiBase: string;
    webhookId: string | undefined;
    timeoutMs: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** The bearer token /metrics asks for; undefined: /metrics is off (404). */
  metricsToken: string | undefined;
  /**
   * The key that signs certificates' Verifiable Credentials; undefined (development and tests
   * only): the server makes one at start, and what it signs stops verifying at a restart.
   */
  certificateSigningKey: SigningKeyJwk | undefined;
  /** Keys the school signed with before (public halves): their credentials still verify. */
  certificateRetiredKeys: RetiredKeyJwk[];
  logLevel: string;
  /** The built web app to serve; absent → API only. */
  webDist: string | undefined;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Multiplies every attempt limit (browser test runs sign up many learners from one address). */
  rateLimitScale: number;
  timeouts: Timeouts;
}

/** Reads the environment once, at start-up; nothing else reads `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'demo' && !e.ALLOW_DEMO_PAYMENTS) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER is "demo" (no money is taken) in production. ' +
        'Set PAYMENT_PROVIDER=paypal, or ALLOW_DEMO_PAYMENTS=true for a demonstration site.',
    );
  }
  if (e.PAYMENT_PROVIDER === 'paypal' && (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.',
    );
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS.',
    );
  }
  const signingKey =
    e.CERTIFICATE_SIGNING_KEY === undefined
      ? undefined
      : parseSigningKey(e.CERTIFICATE_SIGNING_KEY);
  if (signingKey && 'problem' in signingKey) {
    throw new Error(`Invalid configuration:\n  CERTIFICATE_SIGNING_KEY ${signingKey.problem}.`);
  }
  if (e.NODE_ENV === 'production' && !signingKey) {
    throw new Error(
      'Invalid configuration:\n  CERTIFICATE_SIGNING_KEY is missing in production: certificates ' +
        'are signed with it. Make one with `npm run certificate:key` and keep it (a new key ' +
        'leaves every credential signed before unverifiable).',
    );
  }
  const retiredKeys =
    e.CERTIFICATE_RETIRED_KEYS === undefined ? [] : parseRetiredKeys(e.CERTIFICATE_RETIRED_KEYS);
  if ('problem' in retiredKeys) {
    throw new Error(`Invalid configuration:\n  CERTIFICATE_RETIRED_KEYS ${retiredKeys.problem}.`);
  }
  const databaseUrl = e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO ?? databaseUrl === undefined,
    paymentProvider: e.PAYMENT_PROVIDER,
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID ?? '',
      clientSecret: e.PAYPAL_CLIENT_SECRET ?? '',
      apiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ''),
      webhookId: e.PAYPAL_WEBHOOK_ID,
      timeoutMs: e.PAYPAL_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    certificateSigningKey: signingKey,
    certificateRetiredKeys: retiredKeys,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}
