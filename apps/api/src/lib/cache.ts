import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Serialized answers of read-mostly calls (catalog, content), kept in memory.
 * Writes call `invalidate`; the TTL bounds staleness when another instance did the write.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody & { expiresAt: number }>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly ttlMs = 30_000,
    // Keys can come from query strings; the bound keeps a stranger from filling memory.
    private readonly maxEntries = 500,
  ) {}

  /** The fresh entry of `key`, if any: the hot path, without a promise. */
  peek(key: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  get(key: string, load: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    const hit = this.peek(key);
    if (hit) return hit;
    // One load per key at a time, however many requests arrive while it runs.
    let inFlight = this.pending.get(key);
    if (!inFlight) {
      inFlight = load()
        .then((value) => {
          const body = JSON.stringify(value);
          const entry = {
            body,
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            expiresAt: Date.now() + this.ttlMs,
          };
          if (this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, inFlight);
    }
    return inFlight;
  }

  /** Drops every entry whose key starts with one of the prefixes (all when none given). */
  invalidate(...prefixes: string[]): void {
    for (const listener of this.listeners) listener();
    if (prefixes.length === 0) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
  }

  /** Calls `listener` on every invalidation (what is made from these answers goes with them). */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }
}
