import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Notifications } from '../../db/notifications.ts';
import { classListVersion } from '../../db/schema.ts';
import { prepared } from '../../lib/prepared.ts';

// The class-list version (see `class_list_version`) moves with every committed change to what a
// class list or a learner's progress shows. A list kept under it is good while it stays, so a
// request for a kept list needs only the version now. The database announces each new version
// (channel "iqra_lists", migration 0014); each instance keeps the last it heard and answers
// from it without a query. While it may be missing announcements (its listening connection is
// down), it reads the version from the database each time, as it did before it heard any.

const versionQuery = (db: Database) =>
  prepared(db, 'class_list_version', () =>
    db
      .select({ version: classListVersion.version })
      .from(classListVersion)
      .where(eq(classListVersion.id, 1))
      .prepare('class_list_version'),
  );

async function readVersion(db: Database): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? 0;
}

/**
 * However well the listening connection looks, the version is read from the database when
 * nothing was heard or read for this long: a notification lost without the connection noticing
 * leaves kept lists stale for no longer (as the token view's 5 s bound its tokens).
 */
export const TRUST_HEARD_MS = 5000;

/** The class-list version as this instance last heard it, while it hears every change. */
export class ListVersionView {
  private known: number | undefined;
  private confirmedAt = -Infinity;
  /** Grows whenever hearing stops or starts: a read begun before does not set `known`. */
  private generation = 0;

  constructor(
    private readonly live: () => boolean,
    /** A monotonic clock in milliseconds (not the school's: this is about this process). */
    private readonly ticks: () => number = () => performance.now(),
  ) {}

  /** A version announced (or read): versions only grow, so an older one changes nothing. */
  heard(version: number): void {
    if (this.known === undefined || version > this.known) this.known = version;
    this.confirmedAt = this.ticks();
  }

  /** Forgets the version: announcements may have been missed. */
  forget(): void {
    this.generation += 1;
    this.known = undefined;
  }

  /** The version now: the one heard, else the one `read` answers (kept while hearing). */
  async current(read: () => Promise<number>): Promise<number> {
    if (
      this.live() &&
      this.known !== undefined &&
      this.ticks() - this.confirmedAt < TRUST_HEARD_MS
    ) {
      return this.known;
    }
    const generation = this.generation;
    const version = await read();
    if (generation === this.generation && this.live()) this.heard(version);
    return version;
  }
}

const views = new WeakMap<Database, ListVersionView>();

/**
 * Makes this app's instance keep the class-list version it hears from the database (called
 * once as the app is built, before listening starts).
 */
export function hearClassListVersion(db: Database, notifications: Notifications): void {
  const view = new ListVersionView(() => notifications.live);
  notifications.onMessage((channel, payload) => {
    if (channel !== 'iqra_lists') return;
    const version = Number(payload);
    if (Number.isSafeInteger(version)) view.heard(version);
  });
  notifications.onLiveChange(() => view.forget());
  views.set(db, view);
}

/** The version of everyone's class lists now: heard when it can be, else read. */
export function currentClassListVersion(db: Database): Promise<number> {
  const view = views.get(db);
  return view ? view.current(() => readVersion(db)) : readVersion(db);
}
