import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { classes, classSeries, products, subscriptions, tutors, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import {
  planTimes,
  readerOf,
  whenFor,
  Whose,
  type MailContent,
  type Mailer,
} from '../mail/index.ts';
import { classEvent } from './class-calendar.ts';
import { attendee, invitationTo, pageOf } from './class-mails.ts';
import { classQuery, guardiansOf, type ClassRow } from './class-rows.ts';
import {
  participantAt,
  type Participant,
  participantsOf,
  type ClassPeople,
  type LearnerColumns,
} from './participants.ts';
import { textIn } from '../../lib/in-language.ts';

// The mail of a weekly plan set: both sides are told the plan on their own clock, with its
// classes of the next four weeks as a calendar to import (PUBLISH) and the classes it replaced
// as cancelled. Queued with the plan, it is written when it is sent (planMailComposer), from
// the plan as it is then: a calendar of many events is work the staff member need not wait for.

export const PLAN_MAIL = 'weekly-plan';

/** How far ahead a plan's invitation lists its classes: the feed has them all. */
const PLAN_INVITATION_DAYS = 28;

const listedUntil = (from: Date) => new Date(from.getTime() + PLAN_INVITATION_DAYS * 86_400_000);

/** Classes a change took away that an earlier mail may have put in a calendar. */
export const removedSchema = z.array(
  z.object({
    id: z.number(),
    sequence: z.number(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  }),
);

/** A class taken away, as a composed mail's payload keeps it. */
export interface RemovedClass {
  id: number;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
}

export const removedPayload = (rows: RemovedClass[]) =>
  rows.map((row) => ({
    id: row.id,
    sequence: row.sequence,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));

const planMailSchema = z.object({
  seriesId: z.number(),
  side: z.enum(['learner', 'tutor']),
  /** The moment the plan was set: its mail lists the four weeks after it. */
  at: z.iso.datetime(),
  /** Classes the plan replaced that an earlier plan's mail may have put in a calendar. */
  removed: removedSchema,
});

type PlanLearner = LearnerColumns;
interface PlanTutor {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  timeZone: string | null;
}

/** Who is in a plan's classes: its learner and its tutor (a plan has no trial family). */
export function peopleOfPlan(
  series: { anchorZone: string; tutorId: number },
  learner: PlanLearner,
  tutor: PlanTutor,
): ClassPeople {
  return {
    anchorZone: series.anchorZone,
    ...learner,
    trialId: null,
    trialEmail: null,
    trialZone: null,
    trialLanguage: null,
    tutorId: series.tutorId,
    tutorFirstName: tutor.firstName,
    tutorLastName: tutor.lastName,
    tutorEmail: tutor.email,
    tutorZone: tutor.timeZone,
  };
}

const planTutor = alias(users, 'plan_tutor');
const NO_TUTOR: PlanTutor = { firstName: null, lastName: null, email: null, timeZone: null };

/** The people of a plan's classes, also when none falls in the weeks a mail lists. */
export async function planPeople(db: Tx, seriesId: number) {
  const [plan] = await db
    .select({
      series: classSeries,
      course: products.name,
      courseAr: products.nameAr,
      learner: {
        learnerId: users.id,
        learnerFirstName: users.firstName,
        learnerLastName: users.lastName,
        learnerEmail: users.email,
        learnerZone: users.timeZone,
        learnerGuardians: guardiansOf(users.id),
      },
      tutor: {
        firstName: planTutor.firstName,
        lastName: planTutor.lastName,
        email: planTutor.email,
        timeZone: planTutor.timeZone,
      },
      meetingLink: tutors.meetingLink,
    })
    .from(classSeries)
    .innerJoin(subscriptions, eq(subscriptions.id, classSeries.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(planTutor, eq(planTutor.id, classSeries.tutorId))
    .leftJoin(tutors, eq(tutors.userId, classSeries.tutorId))
    .where(eq(classSeries.id, seriesId));
  if (!plan) return null;
  const { series, course, courseAr, learner, tutor, meetingLink } = plan;
  return {
    series,
    course,
    courseAr,
    people: peopleOfPlan(series, learner, tutor ?? NO_TUTOR),
    meetingLink: meetingLink ?? '',
  };
}

/**
 * Queues the mail of a plan just set to each side, in the plan's transaction. Only the
 * replaced classes an earlier plan's mail could have listed are named: it listed the four
 * weeks after it was sent, all before the end of these four; later ones are in no calendar
 * but the feed, which drops them itself.
 */
export async function mailPlan(
  tx: Tx,
  mailer: Mailer,
  plan: {
    seriesId: number;
    course: string;
    /** The plan's learner and tutor, as the plan was just set with them. */
    people: ClassPeople;
    removed: { id: number; sequence: number; startsAt: Date; endsAt: Date }[];
    now: Date;
  },
): Promise<void> {
  const until = listedUntil(plan.now).getTime();
  const removed = removedPayload(plan.removed.filter((row) => row.startsAt.getTime() < until));
  for (const person of participantsOf(plan.people)) {
    await mailer.queueComposed(tx, {
      to: person.email,
      kind: PLAN_MAIL,
      subject: `${Whose(person.child)} ${plan.course} classes are booked`,
      sensitive: false,
      payload: { seriesId: plan.seriesId, side: person.side, at: plan.now.toISOString(), removed },
    });
  }
}

/** Writes a plan's mail as it is sent, to whoever holds its side of the plan then. */
export function planMailComposer(services: { db: Database; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = services;
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const parsed = planMailSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { seriesId, side, at, removed } = parsed.data;
    const found = await planPeople(db, seriesId);
    // Whoever holds that side at that address now (a child's plan is mailed to each guardian).
    const person = found && participantAt(found.people, side, to);
    if (!found || !person) return null;
    const from = new Date(at);
    const rows = await classQuery(db)
      .where(
        and(
          eq(classes.seriesId, seriesId),
          eq(classes.status, 'scheduled'),
          gt(classes.startsAt, from),
          lt(classes.startsAt, listedUntil(from)),
        ),
      )
      .orderBy(asc(classes.startsAt));
    const { series } = found;
    const first = rows[0]?.startsAt;
    const reader = await readerOf(db, to);
    return {
      ...mailer.templates.in(reader.locale).classesBooked({
        firstName: person.firstName,
        child: person.child,
        course: textIn(reader.locale, found.course, found.courseAr),
        withName: person.withName,
        plan: planTimes(reader.locale, series),
        first: first ? whenFor(reader, first, person.zone) : null,
        link: found.meetingLink,
        pageUrl: pageOf(publicUrl, person),
      }),
      calendar: await planCalendar(services, found.course, person, rows, removed),
    };
  };
}

/**
 * The calendar a mail about a plan's classes carries (PUBLISH): `rows` as `person` reads them,
 * and the `removed` classes as cancelled (their SEQUENCE one on).
 */
export function planCalendar(
  services: { mailer: Mailer; publicUrl: string },
  course: string,
  person: Participant,
  rows: ClassRow[],
  removed: z.infer<typeof removedSchema>,
) {
  const { mailer, publicUrl } = services;
  const booked = rows.map((row) => classEvent(row, person, publicUrl));
  const template = booked[0] ?? {
    title: `${course} with ${person.withName}`,
    link: null,
    manageUrl: pageOf(publicUrl, person),
    detail: null,
  };
  const replaced = removed.map((row) => ({
    ...template,
    id: row.id,
    sequence: row.sequence + 1,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    cancelled: true,
  }));
  return invitationTo(mailer, publicUrl, 'PUBLISH', [...booked, ...replaced], attendee(person));
}
