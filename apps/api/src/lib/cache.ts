import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Values made on demand and kept in memory for `ttlMs`: one making per key at a time however
 * many callers ask meanwhile, and at most `maxEntries` kept (the oldest goes first), since keys
 * can come from strangers (query strings, paths).
 */
export class KeptValues<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The fresh value of `key`, if any: the hot path, without a promise. */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  get(key: string, make: () => Promise<T>): T | Promise<T> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    let inFlight = this.pending.get(key);
    if (!inFlight) {
      inFlight = make()
        .then((value) => {
          if (this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, inFlight);
    }
    return inFlight;
  }

  /** Drops the values whose keys `drop` picks (all when none is given). */
  clear(drop?: (key: string) => boolean): void {
    if (!drop) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) if (drop(key)) this.entries.delete(key);
  }
}

/**
 * Serialized answers of read-mostly calls (catalog, content), kept in memory.
 * Writes call `invalidate`; the TTL bounds staleness when another instance did the write.
 */
export class ResponseCache {
  private readonly kept: KeptValues<CachedBody>;
  private readonly listeners: (() => void)[] = [];

  constructor(
    ttlMs = 30_000,
    // Keys can come from query strings; the bound keeps a stranger from filling memory.
    maxEntries = 500,
  ) {
    this.kept = new KeptValues(ttlMs, maxEntries);
  }

  /** The fresh entry of `key`, if any: the hot path, without a promise. */
  peek(key: string): CachedBody | undefined {
    return this.kept.peek(key);
  }

  get(key: string, load: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    return this.kept.get(key, async () => {
      const body = JSON.stringify(await load());
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }

  /** Drops every entry whose key starts with one of the prefixes (all when none given). */
  invalidate(...prefixes: string[]): void {
    for (const listener of this.listeners) listener();
    this.kept.clear(
      prefixes.length === 0
        ? undefined
        : (key) => prefixes.some((prefix) => key.startsWith(prefix)),
    );
  }

  /** Calls `listener` on every invalidation (what is made from these answers goes with them). */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }
}
