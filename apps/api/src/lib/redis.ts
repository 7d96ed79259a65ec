import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis that several instances share their attempt counters in (`REDIS_URL`). Redis is a
 * help, never a dependency: a command is tried only while the connection is up, fails fast
 * when it is not (no queue, a short timeout), and the caller then counts in this process.
 * The client reconnects on its own, every 2 s at the most; the log says when Redis goes and
 * when it is back.
 */
export class SharedRedis {
  private up = false;
  private warned = false;

  /**
   * The Redis at `url`, not yet connected. Its client library is loaded here, by an instance
   * that has a Redis: one without holds about 5 MB less.
   */
  static async at(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    return new SharedRedis(client, log);
  }

  private constructor(
    readonly client: Redis,
    log: FastifyBaseLogger,
  ) {
    this.client.on('ready', () => {
      this.up = true;
      if (this.warned) log.info('Redis is back: attempt limits are shared by all instances again');
      this.warned = false;
    });
    const down = (error?: unknown) => {
      this.up = false;
      if (this.warned) return;
      this.warned = true;
      log.warn(
        { err: error instanceof Error ? error : undefined },
        'Redis is unreachable: attempt limits count on each instance alone until it is back',
      );
    };
    this.client.on('error', down);
    this.client.on('close', () => {
      if (this.up) down();
    });
  }

  /** Whether a command is worth trying now. */
  get available(): boolean {
    return this.up && this.client.status === 'ready';
  }

  /** Connects; a failure is logged and retried in the background, never thrown. */
  async connect(): Promise<void> {
    await this.client.connect().catch(() => undefined);
  }

  /**
   * `shared` (a Redis command) while Redis is up, else `local`, also when the command fails:
   * the one rule every store that counts in Redis follows.
   */
  async orLocally<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.available) return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  }

  /** Whether Redis answers now (readiness). */
  async ping(): Promise<boolean> {
    if (!this.available) return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('close');
    this.client.on('error', () => undefined);
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
