import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { classes, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { formatInZone, weekdayList } from '../../lib/zoned-time.ts';
import type { CalendarPart, Mailer } from '../mail/index.ts';
import { classEvent, classInvitation, type ClassEvent, type Viewer } from './class-calendar.ts';
import { classQuery, learnerOf, tutorOf, type ClassRow } from './class-rows.ts';

export type ChangedBy = 'learner' | 'tutor' | 'staff';

/**
 * The calendar invitation a mail about classes carries: to `to`, from the school, with the
 * classes as `viewer` sees them (the same UIDs as their calendar feed).
 */
export function invitationTo(
  mailer: Mailer,
  publicUrl: string,
  method: CalendarPart['method'],
  events: ClassEvent[],
  to: { name: string; email: string },
): Promise<CalendarPart> {
  return classInvitation(method, events, { organizer: mailer.sender, attendee: to }, publicUrl);
}

/** A class just booked (a make-up, a trial), as a REQUEST to one of its sides. */
export const bookedInvitation = (
  mailer: Mailer,
  publicUrl: string,
  row: ClassRow,
  viewer: Viewer,
  to: { name: string; email: string },
) => invitationTo(mailer, publicUrl, 'REQUEST', [classEvent(row, viewer, publicUrl)], to);

/** A class as it is after a change: one SEQUENCE higher, at its new time or cancelled. */
function changedEvent(
  row: ClassRow,
  viewer: Viewer,
  publicUrl: string,
  change: { kind: 'moved' | 'cancelled'; newStart?: Date },
): ClassEvent {
  const event = classEvent(row, viewer, publicUrl);
  const length = row.endsAt.getTime() - row.startsAt.getTime();
  return {
    ...event,
    sequence: row.sequence + 1,
    ...(change.kind === 'cancelled' ? { cancelled: true } : {}),
    ...(change.newStart
      ? { startsAt: change.newStart, endsAt: new Date(change.newStart.getTime() + length) }
      : {}),
  };
}

const byWords = (row: ClassRow, by: ChangedBy, side: 'learner' | 'tutor') => {
  if (by === 'staff') return 'Iqra Academy';
  if (by === side) return 'You';
  return by === 'learner'
    ? (learnerOf(row)?.name ?? 'The learner')
    : (tutorOf(row)?.name ?? 'Your tutor');
};

/**
 * Tells both sides of a class that it moved or was cancelled, each on their own clock: the
 * learner (or a trial's family) and the tutor. Written in the change's transaction.
 */
export async function mailClassChange(
  tx: Tx,
  mailer: Mailer,
  publicUrl: string,
  row: ClassRow,
  change: { kind: 'moved' | 'cancelled'; by: ChangedBy; newStart?: Date; credit?: boolean },
): Promise<void> {
  const learner = learnerOf(row);
  const tutor = tutorOf(row);
  const course = row.course ?? row.title;
  const sides = [
    learner && row.learnerEmail
      ? {
          side: 'learner' as const,
          to: row.learnerEmail,
          name: learner.name,
          firstName: row.learnerFirstName ?? '',
          zone: learner.time_zone,
          withName: tutor?.name ?? 'your tutor',
          pageUrl: `${publicUrl}/learning?tab=classes`,
        }
      : null,
    row.trialEmail
      ? {
          side: 'learner' as const,
          to: row.trialEmail,
          name: row.trialEmail,
          firstName: '',
          zone: row.trialZone ?? tutor?.time_zone ?? 'UTC',
          withName: tutor?.name ?? 'your tutor',
          pageUrl: publicUrl,
        }
      : null,
    tutor && row.tutorEmail
      ? {
          side: 'tutor' as const,
          to: row.tutorEmail,
          name: tutor.name,
          firstName: row.tutorFirstName ?? '',
          zone: tutor.time_zone,
          withName: learner?.name ?? row.trialEmail ?? 'your learner',
          pageUrl: `${publicUrl}/teach`,
        }
      : null,
  ];
  for (const side of sides) {
    if (!side) continue;
    const owed =
      change.credit && side.side === 'learner'
        ? [
            'You have a make-up credit for this class: your tutor or the school will book the extra class with you.',
          ]
        : undefined;
    await mailer.queue(tx, {
      to: side.to,
      ...mailer.templates.classChanged({
        firstName: side.firstName,
        course,
        withName: side.withName,
        change: change.kind,
        by: byWords(row, change.by, side.side),
        was: formatInZone(row.startsAt, side.zone),
        now: change.newStart ? formatInZone(change.newStart, side.zone) : null,
        link: row.link ?? '',
        pageUrl: side.pageUrl,
        ...(owed ? { after: owed } : {}),
      }),
      calendar: await invitationTo(
        mailer,
        publicUrl,
        change.kind === 'moved' ? 'REQUEST' : 'CANCEL',
        [changedEvent(row, side.side, publicUrl, change)],
        { name: side.name, email: side.to },
      ),
    });
  }
}

/** How far ahead a plan's invitation lists its classes: the feed has them all. */
const PLAN_INVITATION_DAYS = 28;

/**
 * A weekly plan set: both sides are told the plan on their own clock, with its classes of the
 * next four weeks as a calendar to import (PUBLISH), and the classes it replaced as cancelled.
 */
export async function mailPlan(
  tx: Tx,
  services: { mailer: Mailer; publicUrl: string },
  plan: {
    subscription: { userId: number; course: string };
    tutor: {
      firstName: string;
      lastName: string;
      email: string;
      timeZone: string | null;
      meetingLink: string;
    };
    series: { id: number; weekdays: number[]; startTime: string; anchorZone: string };
    removed: { id: number; sequence: number; startsAt: Date; endsAt: Date }[];
    now: Date;
  },
) {
  const { mailer, publicUrl } = services;
  const { subscription, tutor, series, now } = plan;
  const rows = await classQuery(tx)
    .where(
      and(
        eq(classes.seriesId, series.id),
        eq(classes.status, 'scheduled'),
        gt(classes.startsAt, now),
        lt(classes.startsAt, new Date(now.getTime() + PLAN_INVITATION_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(classes.startsAt));
  const [learner] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, subscription.userId));
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  const learnerName = learner ? `${learner.firstName} ${learner.lastName}` : 'your learner';
  const when = `${weekdayList(series.weekdays)} at ${series.startTime} ${series.anchorZone} time`;
  const first = rows[0]?.startsAt ?? null;
  const sides = [
    learner && {
      viewer: 'learner' as const,
      to: learner.email,
      name: learnerName,
      firstName: learner.firstName,
      zone: learner.timeZone ?? 'UTC',
      withName: tutorName,
      pageUrl: `${publicUrl}/learning?tab=classes`,
    },
    {
      viewer: 'tutor' as const,
      to: tutor.email,
      name: tutorName,
      firstName: tutor.firstName,
      zone: tutor.timeZone ?? 'UTC',
      withName: learnerName,
      pageUrl: `${publicUrl}/teach`,
    },
  ];
  for (const side of sides) {
    if (!side) continue;
    const booked = rows.map((row) => classEvent(row, side.viewer, publicUrl));
    const template = booked[0] ?? {
      title: `${subscription.course} with ${side.withName}`,
      link: null,
      manageUrl: side.pageUrl,
      detail: null,
    };
    const replaced = plan.removed.map((row) => ({
      ...template,
      id: row.id,
      sequence: row.sequence + 1,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      cancelled: true,
    }));
    await mailer.queue(tx, {
      to: side.to,
      ...mailer.templates.classesBooked({
        firstName: side.firstName,
        course: subscription.course,
        withName: side.withName,
        plan: when,
        first: first ? formatInZone(first, side.zone) : null,
        link: tutor.meetingLink,
        pageUrl: side.pageUrl,
      }),
      calendar: await invitationTo(mailer, publicUrl, 'PUBLISH', [...booked, ...replaced], {
        name: side.name,
        email: side.to,
      }),
    });
  }
}
