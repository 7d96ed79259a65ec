import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLASS_IN_PAST,
  MAKEUP_CREDIT_UNAVAILABLE,
  MAKEUP_TOO_LATE,
  type Language,
  type MakeupCredit,
} from '@iqra/contracts';
import { classes, makeupCredits, products, subscriptions, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { prepared } from '../../lib/prepared.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { ClassActor, ClassServices } from './class-changes.ts';
import { refusingClashes } from './class-changes.ts';
import { mailBooked } from './class-mails.ts';
import { activeTutor, classQuery, schoolRules } from './class-rows.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { inLanguage } from '../../lib/in-language.ts';

/** The class a credit is for, and the make-up class booked with it. */
const SOURCE = 'source_class';
const USED = 'used_class';
export const source = alias(classes, SOURCE);
const used = alias(classes, USED);

/** What everyone reads of a credit: its course, learner and classes. */
const creditFields = {
  id: makeupCredits.id,
  subscriptionId: makeupCredits.subscriptionId,
  course: products.name,
  courseAr: products.nameAr,
  learnerId: users.id,
  learnerFirstName: users.firstName,
  learnerLastName: users.lastName,
  learnerIsChild: isChild(users.id),
  classId: makeupCredits.classId,
  classStartsAt: source.startsAt,
  classEndsAt: source.endsAt,
  classTitle: source.title,
  classTutorId: source.tutorId,
  expiresAt: makeupCredits.expiresAt,
  usedClassId: makeupCredits.usedClassId,
  usedStartsAt: used.startsAt,
};

/** Credits with their course, learner and classes, as everyone reads them. */
export function creditQuery(db: Tx) {
  return db
    .select(creditFields)
    .from(makeupCredits)
    .innerJoin(source, eq(source.id, makeupCredits.classId))
    .innerJoin(subscriptions, eq(subscriptions.id, makeupCredits.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(used, eq(used.id, makeupCredits.usedClassId))
    .$dynamic();
}
export type CreditRow = Awaited<ReturnType<typeof creditQuery>>[number];

const CREDITS_LISTED = 200;

/**
 * A learner's credits, newest first, as one JSON value for a statement that reads them with
 * other things in one round trip (the learner's class list); creditsFromJson reads it back.
 */
export function learnerCreditsJson(db: Tx, learner: SQL | Placeholder): SQL {
  const credit = sql.join(
    Object.entries(creditFields).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  // creditQuery's rows, each as one JSON object with its fields' names.
  const newest = sql`select json_build_object(${credit}) as credit,
      ${makeupCredits.createdAt} as created_at, ${makeupCredits.id} as credit_id
    from ${makeupCredits}
    join ${classes} ${sql.identifier(SOURCE)} on ${source.id} = ${makeupCredits.classId}
    join ${subscriptions} on ${subscriptions.id} = ${makeupCredits.subscriptionId}
    join ${products} on ${products.id} = ${subscriptions.productId}
    join ${users} on ${users.id} = ${subscriptions.userId}
    left join ${classes} ${sql.identifier(USED)} on ${used.id} = ${makeupCredits.usedClassId}
    where ${users.id} = ${learner}
    order by ${makeupCredits.createdAt} desc, ${makeupCredits.id} desc
    limit ${sql.raw(String(CREDITS_LISTED))}`;
  return sql`(select coalesce(json_agg(c.credit order by c.created_at desc, c.credit_id desc), '[]'::json) from (${newest}) as c)`;
}

const dateOf = (value: unknown) => new Date(value as string);

/** The credits of learnerCreditsJson as creditQuery reads them. */
export function creditsFromJson(value: unknown): CreditRow[] {
  // JSON has no dates: the timestamps come as text.
  return (value as (CreditRow & Record<string, unknown>)[]).map((row) => ({
    ...row,
    classStartsAt: dateOf(row.classStartsAt),
    classEndsAt: dateOf(row.classEndsAt),
    expiresAt: dateOf(row.expiresAt),
    usedStartsAt: row.usedStartsAt === null ? null : dateOf(row.usedStartsAt),
  }));
}

export function toMakeupCredit(row: CreditRow, now: Date, language: Language): MakeupCredit {
  return {
    id: row.id,
    subscription_id: row.subscriptionId,
    ...inLanguage(language, { course: row.course }, { course: row.courseAr }),
    learner: {
      id: row.learnerId,
      name: learnerName({
        firstName: row.learnerFirstName,
        lastName: row.learnerLastName,
        child: row.learnerIsChild,
      }),
    },
    class_id: row.classId,
    class_starts_at: row.classStartsAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    used_class_id: row.usedClassId,
    used_starts_at: row.usedStartsAt?.toISOString() ?? null,
    state:
      row.usedClassId !== null
        ? 'used'
        : row.expiresAt.getTime() <= now.getTime()
          ? 'expired'
          : 'open',
  };
}

/** The credits of a learner's or a tutor's classes, newest first: prepared, read often. */
const creditsOf = (db: Database, as: 'learner' | 'tutor') =>
  prepared(db, `makeup_credits_of_${as}`, () =>
    creditQuery(db)
      .where(
        as === 'learner'
          ? eq(users.id, sql.placeholder('user'))
          : eq(source.tutorId, sql.placeholder('user')),
      )
      .orderBy(desc(makeupCredits.createdAt), desc(makeupCredits.id))
      .limit(CREDITS_LISTED)
      .prepare(`makeup_credits_of_${as}`),
  );

/** Credits a learner or a tutor (for their own classes) may see, newest first. */
export async function listMakeupCredits(
  db: Database,
  actor: { as: 'learner' | 'tutor'; userId: number },
  now: Date,
  language: Language,
): Promise<MakeupCredit[]> {
  const rows = await creditsOf(db, actor.as).execute({ user: actor.userId });
  return rows.map((row) => toMakeupCredit(row, now, language));
}

/**
 * Books the extra class a credit owes, within the school's make-up window after the class it
 * replaces: by the tutor of that class, or by staff with any tutor.
 */
export async function bookMakeup(
  services: ClassServices,
  actor: ClassActor,
  creditId: number,
  input: { startsAt: Date; tutorId?: number },
): Promise<MakeupCredit> {
  const now = services.clock.now();
  const credit = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const mine = actor.as === 'tutor' ? eq(source.tutorId, actor.userId ?? -1) : undefined;
      const [row] = await creditQuery(tx)
        .where(and(eq(makeupCredits.id, creditId), mine))
        .for('update', { of: makeupCredits });
      if (!row || actor.as === 'learner') throw new NotFound();
      if (row.usedClassId !== null || row.expiresAt.getTime() <= now.getTime()) {
        throw new Conflict(MAKEUP_CREDIT_UNAVAILABLE);
      }
      if (input.startsAt.getTime() <= now.getTime()) {
        throw ValidationFailed.field('starts_at', CLASS_IN_PAST);
      }
      if (input.startsAt.getTime() >= row.expiresAt.getTime()) {
        const { makeupWeeks } = await schoolRules(tx);
        throw ValidationFailed.field('starts_at', MAKEUP_TOO_LATE(makeupWeeks));
      }
      const tutorId = actor.as === 'tutor' ? actor.userId : (input.tutorId ?? row.classTutorId);
      const tutor = await activeTutor(tx, tutorId ?? -1);
      const length = row.classEndsAt.getTime() - row.classStartsAt.getTime();
      const [created] = await tx
        .insert(classes)
        .values({
          kind: 'makeup',
          subscriptionId: row.subscriptionId,
          tutorId,
          title: `Make-up: ${row.classTitle}`,
          startsAt: input.startsAt,
          endsAt: new Date(input.startsAt.getTime() + length),
          anchorZone: tutor.timeZone ?? 'UTC',
          timeSetAt: now,
        })
        .returning({ id: classes.id });
      await tx
        .update(makeupCredits)
        .set({ usedClassId: created?.id ?? null })
        .where(eq(makeupCredits.id, creditId));
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'book_makeup',
        entity: 'makeup_credits',
        entityId: creditId,
        after: { class_id: created?.id, starts_at: input.startsAt, tutor_id: tutorId },
      });
      await mailMakeup(tx, services, created?.id ?? -1);
      const [booked] = await creditQuery(tx).where(eq(makeupCredits.id, creditId));
      return booked ?? row;
    }),
  );
  services.mailer.flushSoon();
  return toMakeupCredit(credit, now, actor.locale ?? 'en');
}

/** The booked make-up class, to everyone in it on their own clocks. */
async function mailMakeup(tx: Tx, services: ClassServices, classId: number) {
  const [row] = await classQuery(tx).where(eq(classes.id, classId));
  if (row) await mailBooked(tx, services, row, 'One make-up class');
}
