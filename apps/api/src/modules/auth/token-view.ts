import { LRUCache } from 'lru-cache';
import type { AuthenticatedUser } from './service.ts';

/** A token as the database knows it: whose it is, and until when it holds at the least. */
export interface FoundToken {
  auth: AuthenticatedUser;
  expiresAt: Date;
}

/**
 * The tokens this instance saw in the last few seconds, with their person's row, so that a
 * signed-in request costs no query. It is only a view: every instance drops a person's tokens
 * the moment the database announces a change to them (a token deleted, the row changed; see
 * migration 0009 and db/notifications.ts), and the whole view goes whenever this instance may
 * have missed an announcement (`trusted` false: the listening connection is down). Unknown
 * tokens are never kept, so a new sign-in works at once everywhere.
 */
export class TokenView {
  private readonly kept: LRUCache<string, FoundToken>;
  /** Grows with every drop: a lookup begun before one does not keep what it read. */
  private generation = 0;

  constructor(
    /** Whether this instance hears every announcement now. */
    private readonly trusted: () => boolean,
    options: { ttlMs?: number; max?: number } = {},
  ) {
    // Bounded through `maxSize`, which grows as tokens arrive; `max` would allocate room for
    // all of them at start.
    this.kept = new LRUCache({
      maxSize: options.max ?? 10_000,
      sizeCalculation: () => 1,
      ttl: options.ttlMs ?? 5000,
    });
  }

  /** The token's person, from the view when it holds it, else from `load` (then kept). */
  async lookup(
    hash: string,
    load: () => Promise<FoundToken | null>,
  ): Promise<AuthenticatedUser | null> {
    if (!this.trusted()) return (await load())?.auth ?? null;
    const hit = this.kept.get(hash);
    if (hit && hit.expiresAt.getTime() > Date.now()) return hit.auth;
    const generation = this.generation;
    const found = await load();
    // Shared by the requests it answers: frozen, so that no handler can change it for others.
    if (found && generation === this.generation && this.trusted()) {
      Object.freeze(found.auth.user);
      Object.freeze(found.auth);
      this.kept.set(hash, found);
    }
    return found?.auth ?? null;
  }

  /** Forgets every token of this person. */
  dropUser(userId: number): void {
    this.generation += 1;
    for (const [hash, found] of this.kept.entries()) {
      if (found.auth.user.id === userId) this.kept.delete(hash);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
  }

  /** Tokens held now. */
  get size(): number {
    return this.kept.size;
  }
}
