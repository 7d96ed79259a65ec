import { LRUCache } from 'lru-cache';
import { addressKey } from '../../lib/client-address.ts';
import { TooManyRequests } from '../../lib/errors.ts';
import type { SharedRedis } from '../../lib/redis.ts';

/** A key's count in its current window, and how long that window still runs. */
export interface Count {
  count: number;
  msLeft: number;
}

/**
 * Counters in fixed windows that start at a key's first count. Kept in memory by
 * `MemoryCounterStore`; a shared store (Redis) can take its place when several instances run.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count>;
  delete(key: string): Promise<void>;
}

/**
 * Counters in this process. Each entry lives for its window; at most `maxKeys` are kept, the
 * least recently used going first, so memory stays bounded whatever is thrown at it.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counts: LRUCache<string, { count: number }>;

  constructor(options: { maxKeys?: number; now?: () => number } = {}) {
    const now = options.now;
    this.counts = new LRUCache({
      // Bounded by count through `maxSize` rather than `max`, which would allocate room for
      // every key up front (several MB for 100,000) in an instance that may never need it.
      maxSize: options.maxKeys ?? 100_000,
      sizeCalculation: () => 1,
      ttlAutopurge: false,
      // Read the clock on every call rather than caching it for a millisecond.
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
    });
  }

  async increment(key: string, windowMs: number): Promise<Count> {
    const entry = this.counts.get(key);
    if (entry) {
      // Counted in place: the window keeps the start it had.
      entry.count += 1;
      return { count: entry.count, msLeft: this.counts.getRemainingTTL(key) };
    }
    this.counts.set(key, { count: 1 }, { ttl: windowMs });
    return { count: 1, msLeft: windowMs };
  }

  async read(key: string): Promise<Count> {
    const entry = this.counts.get(key);
    return entry
      ? { count: entry.count, msLeft: this.counts.getRemainingTTL(key) }
      : { count: 0, msLeft: 0 };
  }

  async delete(key: string): Promise<void> {
    this.counts.delete(key);
  }

  /** Keys held now (expired ones included until they are met or pushed out). */
  get size(): number {
    return this.counts.size;
  }
}

/**
 * Counters in Redis, shared by every instance, while Redis is up; in this process while it is
 * not (or when a command fails), so that attempts never stop counting. A window starts at its
 * key's first count (`SET … PX … NX`) and the count then grows in place, as in memory.
 */
export class SharedCounterStore implements CounterStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly local: CounterStore = new MemoryCounterStore(),
    private readonly prefix = 'iqra:counts:',
  ) {}

  increment(key: string, windowMs: number): Promise<Count> {
    const shared = this.prefix + key;
    return this.redis.orLocally(
      async () => {
        const replies = await this.redis.client
          .multi()
          .set(shared, '0', 'PX', windowMs, 'NX')
          .incr(shared)
          .pttl(shared)
          .exec();
        return countOf(replies?.[1], replies?.[2]);
      },
      () => this.local.increment(key, windowMs),
    );
  }

  read(key: string): Promise<Count> {
    const shared = this.prefix + key;
    return this.redis.orLocally(
      async () => {
        const replies = await this.redis.client.multi().get(shared).pttl(shared).exec();
        return countOf(replies?.[0], replies?.[1]);
      },
      () => this.local.read(key),
    );
  }

  delete(key: string): Promise<void> {
    return this.redis.orLocally(
      async () => {
        await this.redis.client.del(this.prefix + key);
      },
      () => this.local.delete(key),
    );
  }
}

/** A count from the replies of a MULTI: `[error, value]` pairs (a missing key counts 0). */
function countOf(
  count: [Error | null, unknown] | undefined,
  ttl: [Error | null, unknown] | undefined,
) {
  const failed = count?.[0] ?? ttl?.[0];
  if (!count || !ttl || failed) throw failed ?? new Error('Redis gave no reply');
  const msLeft = Number(ttl[1]);
  return { count: Number(count[1] ?? 0), msLeft: msLeft > 0 ? msLeft : 0 };
}

export interface EmailAttemptLimits {
  /** Attempts one address may make at one e-mail in a window. */
  perPair: number;
  /** Failures at one e-mail from all addresses, past which addresses that failed already wait. */
  allAddresses: number;
  windowMs: number;
}

/**
 * Attempts at one e-mail (wrong passwords, reset mails asked for, sign-ups tried), counted per
 * (e-mail, address) pair tightly and per e-mail loosely. An address that has no attempts at an
 * e-mail is never refused by these counters, so a stranger cannot lock the owner out; one who
 * spreads guesses over many addresses still gets one try per address, then waits. The limits
 * per address alone are `limitAttempts` rules on the routes.
 */
export class EmailAttempts {
  constructor(
    private readonly store: CounterStore,
    /** Keeps the counts of different routes apart in one store. */
    private readonly name: string,
    private readonly limits: EmailAttemptLimits,
  ) {}

  private emailKey(email: string): string {
    return `${this.name}:email:${email.trim().toLowerCase()}`;
  }

  private pairKey(email: string, ip: string): string {
    return `${this.name}:pair:${email.trim().toLowerCase()}|${addressKey(ip)}`;
  }

  /**
   * Starts an attempt, or throws 429 (with Retry-After) when this address may not try this
   * e-mail now. The pair is counted first, in one step, so attempts sent all at once cannot
   * all pass the check before any is counted; `succeeded` takes it back.
   */
  async begin(email: string, ip: string): Promise<void> {
    const pair = await this.store.increment(this.pairKey(email, ip), this.limits.windowMs);
    if (pair.count > this.limits.perPair) throw tooMany(pair);
    const earlier = pair.count - 1;
    if (earlier > 0) {
      const all = await this.store.read(this.emailKey(email));
      if (all.count >= this.limits.allAddresses) throw tooMany(all);
    }
  }

  /** The attempt failed: it counts towards the e-mail's limit over all addresses too. */
  async failed(email: string): Promise<void> {
    await this.store.increment(this.emailKey(email), this.limits.windowMs);
  }

  /** The address proved it knows the password: its attempts at this e-mail are forgotten. */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.store.delete(this.pairKey(email, ip));
  }

  /** For routes where every request is an attempt (reset mails, sign-ups): begin and count. */
  async take(email: string, ip: string): Promise<void> {
    await this.begin(email, ip);
    await this.failed(email);
  }
}

const tooMany = (count: Count) => new TooManyRequests(Math.max(1, Math.ceil(count.msLeft / 1000)));
