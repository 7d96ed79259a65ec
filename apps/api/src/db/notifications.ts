import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The database's NOTIFY channels the app uses: "iqra_auth" carries a person's id when their
 * tokens or their row changed (triggers of migration 0009); "iqra_cache" carries the cache
 * keys an edit made stale (lib/cache.ts); "iqra_lists" carries each new class-list version
 * (migration 0014, modules/teaching/list-version.ts). Instances share them through the one
 * database they share; a notification is delivered at commit, and only if the transaction
 * commits.
 */
export const CHANNELS = ['iqra_auth', 'iqra_cache', 'iqra_lists'] as const;
export type Channel = (typeof CHANNELS)[number];

export type Notified = (channel: Channel, payload: string) => void;

export interface Notifications {
  /**
   * Whether this instance has heard every notification sent since it last said otherwise.
   * While false, what is kept on the strength of notifications must not be trusted.
   */
  readonly live: boolean;
  /** Calls `notified` with each notification, from this instance's writes and all others'. */
  onMessage(notified: Notified): void;
  /**
   * Calls `changed` when `live` changes. On becoming live again, notifications may have been
   * missed in between: what was kept must be dropped.
   */
  onLiveChange(changed: (live: boolean) => void): void;
  /** Sends `payload` on `channel` to every instance, this one included. */
  notify(channel: Channel, payload: string): Promise<void>;
  /** Starts listening (resolves once it does, or once the first try has failed). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const isChannel = (name: string): name is Channel => (CHANNELS as readonly string[]).includes(name);

/** What both kinds share: listeners and the live flag. */
abstract class Listeners {
  private readonly messageListeners: Notified[] = [];
  private readonly liveListeners: ((live: boolean) => void)[] = [];
  private isLive = false;

  get live(): boolean {
    return this.isLive;
  }

  onMessage(notified: Notified): void {
    this.messageListeners.push(notified);
  }

  onLiveChange(changed: (live: boolean) => void): void {
    this.liveListeners.push(changed);
  }

  protected deliver(channel: string, payload: string | undefined): void {
    if (!isChannel(channel)) return;
    for (const listener of this.messageListeners) listener(channel, payload ?? '');
  }

  protected setLive(live: boolean, tell = true): void {
    if (live === this.isLive) return;
    this.isLive = live;
    if (tell) for (const listener of this.liveListeners) listener(live);
  }
}

/**
 * Embedded PGlite: one process, one connection, and notifications arrive before the query
 * that sent them resolves. Always live once started.
 */
export class PgliteNotifications extends Listeners implements Notifications {
  private readonly unlisten: (() => Promise<void>)[] = [];

  constructor(private readonly client: PGlite) {
    super();
  }

  async start(): Promise<void> {
    try {
      for (const channel of CHANNELS) {
        this.unlisten.push(
          await this.client.listen(channel, (payload) => this.deliver(channel, payload)),
        );
      }
      this.setLive(true);
    } catch {
      // A closed database: nothing is kept on the strength of notifications (live stays false).
    }
  }

  async notify(channel: Channel, payload: string): Promise<void> {
    await this.client.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async stop(): Promise<void> {
    this.setLive(false, false);
    for (const unlisten of this.unlisten.splice(0)) await unlisten().catch(() => undefined);
  }
}

const listenAll = CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');

/**
 * PostgreSQL: a connection of its own listens for as long as the app runs, and comes back
 * after a lost connection (1 s, then up to 10 s apart); it decides `live`. Every pooled
 * connection listens too, so that a transaction's own notifications arrive on its connection
 * before its commit resolves: the instance that made a change never answers from what the
 * change made stale, however its event loop orders sockets.
 */
export class PostgresNotifications extends Listeners implements Notifications {
  private listener: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {
    super();
  }

  /** Makes a new pooled connection listen, before the pool hands it out (its `onConnect`). */
  async attach(client: pg.ClientBase): Promise<void> {
    client.on('notification', (message) => this.deliver(message.channel, message.payload));
    await client.query(listenAll);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.listener = client;
    client.on('notification', (message) => this.deliver(message.channel, message.payload));
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      this.setLive(false);
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(listenAll);
      this.failures = 0;
      this.setLive(true);
    } catch {
      onLost();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.failures += 1;
    const delay = Math.min(10_000, 1000 * this.failures);
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }

  async notify(channel: Channel, payload: string): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.listener;
    this.listener = undefined;
    this.setLive(false, false);
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
