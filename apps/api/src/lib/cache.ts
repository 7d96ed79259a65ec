import { hash } from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Values made on demand and kept in memory for `ttlMs`: one making per key at a time however
 * many callers ask meanwhile, and at most `maxEntries` kept (the oldest goes first), since keys
 * can come from strangers (query strings, paths). With `serveStale`, a value past its time is
 * still answered while its new making runs, so no caller waits for a remake that only the
 * clock asked for; `clear` always makes callers wait for a fresh one.
 */
export class KeptValues<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Grows with every `clear`: a making begun before it does not keep what it made. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly options: { serveStale?: boolean } = {},
  ) {}

  /** The fresh value of `key`, if any: the hot path, without a promise. */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  get(key: string, make: () => Promise<T>): T | Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    if (hit && this.options.serveStale) {
      // A failed remake leaves the old value to be answered and tried again.
      this.making(key, make).catch(() => undefined);
      return hit.value;
    }
    return this.making(key, make);
  }

  private making(key: string, make: () => Promise<T>): Promise<T> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const made = make()
      .then((value) => {
        if (generation !== this.generation) return value;
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === made) this.pending.delete(key);
      });
    this.pending.set(key, made);
    return made;
  }

  /** Drops the values whose keys `drop` picks (all when none is given), and their makings. */
  clear(drop?: (key: string) => boolean): void {
    // Makings still running may have read what was dropped: what they make is not kept.
    this.generation += 1;
    if (!drop) {
      this.entries.clear();
      this.pending.clear();
      return;
    }
    for (const key of this.entries.keys()) if (drop(key)) this.entries.delete(key);
    for (const key of this.pending.keys()) if (drop(key)) this.pending.delete(key);
  }
}

/**
 * Serialized answers of read-mostly calls (catalog, content), kept in memory.
 * Writes call `invalidate`, which drops the answers here and tells the other instances
 * (`announce`), which drop theirs (`drop`); the TTL bounds staleness should a word be lost.
 */
export class ResponseCache {
  private readonly kept: KeptValues<CachedBody>;
  private readonly listeners: (() => void)[] = [];
  /** Tells the other instances which prefixes to drop (app.ts wires it to the database). */
  announce: (prefixes: readonly string[]) => void = () => undefined;

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
      return { body, etag: `"${hash('sha1', body, 'base64url')}"` };
    });
  }

  /**
   * Drops every entry whose key starts with one of the prefixes (all when none given), here
   * and on every other instance.
   */
  invalidate(...prefixes: string[]): void {
    this.drop(prefixes);
    this.announce(prefixes);
  }

  /** Drops as `invalidate` does, on this instance alone (told by another, or after a gap). */
  drop(prefixes: readonly string[] = []): void {
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
