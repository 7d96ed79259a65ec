import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { EncodedBody } from '../../lib/encoded-body.ts';

// The class lists people open most (a learner's upcoming classes, a tutor's week) and a
// learner's progress are kept as the JSON last answered (its bytes, compressed on first need),
// with the class-list version they were read under and the moment the clock alone would
// change them (a class ends, a notice window closes, a zone changes its clocks, a credit
// expires). A request made under the same version before that moment gets the kept answer;
// any committed change to what a list shows moves the version, which every instance hears
// from the database as the change commits (list-version.ts).

/** However far off the next turn of a list, it is read afresh at least this often. */
export const KEEP_AT_MOST_MS = 10 * 60_000;
const MAX_BYTES = 32 * 1024 * 1024;

interface Kept {
  version: number;
  body: EncodedBody;
  goodUntil: number;
}

export class KeptLists {
  private readonly kept = new LRUCache<string, Kept>({
    maxSize: MAX_BYTES,
    // The bytes, and room for their compressed forms (a fraction of them for JSON).
    sizeCalculation: (entry, key) => Math.ceil(entry.body.identity.length * 1.25) + key.length + 64,
  });

  /** The kept answer for `key`, when read under `version` and the clock has not turned it. */
  get(key: string, version: number, now: number): EncodedBody | undefined {
    const entry = this.kept.get(key);
    return entry && entry.version === version && now < entry.goodUntil ? entry.body : undefined;
  }

  /** Whether anything is kept under `key` (it may be out of date). */
  holds(key: string): boolean {
    return this.kept.has(key);
  }

  /** Keeps an answer read under `version`; never over one read under a newer version. */
  set(key: string, version: number, body: EncodedBody, goodUntil: number): void {
    const entry = this.kept.peek(key);
    if (entry && entry.version > version) return;
    this.kept.set(key, { version, body, goodUntil });
  }
}

const byDatabase = new WeakMap<Database, KeptLists>();

/** The kept lists of one database (each app, and each test's app, has its own). */
export function keptListsOf(db: Database): KeptLists {
  let lists = byDatabase.get(db);
  if (!lists) {
    lists = new KeptLists();
    byDatabase.set(db, lists);
  }
  return lists;
}

/** The first of `instants` after `now`, and at most `KEEP_AT_MOST_MS` ahead. */
export function firstTurnAfter(now: number, instants: Iterable<number | null>): number {
  let first = now + KEEP_AT_MOST_MS;
  for (const instant of instants) {
    if (instant !== null && instant > now && instant < first) first = instant;
  }
  return first;
}
