import { and, desc, eq, gt } from 'drizzle-orm';
import { CLASS_IN_PAST, type TutorClass } from '@iqra/contracts';
import { classes, demoRequests, tutors, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { formatInZone } from '../../lib/zoned-time.ts';
import { refusingClashes, type ClassServices } from './class-changes.ts';
import { bookedInvitation } from './class-mails.ts';
import { classQuery, toTutorClass } from './class-rows.ts';

export const TRIAL_TITLE = 'Free trial class';

/**
 * Books the free trial class a family asked for with a demo request: with an active tutor, at
 * a time to come that does not clash with the tutor's classes. The family is mailed the time
 * on their clock (the zone they gave, else the one staff give) and the link; so is the tutor.
 */
export async function bookTrial(
  services: ClassServices,
  actorUserId: number | null,
  demoRequestId: number,
  input: {
    tutor_id: number;
    starts_at: string;
    minutes?: number | undefined;
    time_zone?: string | undefined;
  },
): Promise<TutorClass> {
  const startsAt = new Date(input.starts_at);
  const now = new Date();
  const booked = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(demoRequests)
        .where(eq(demoRequests.id, demoRequestId))
        .for('update');
      if (!request) throw new NotFound();
      const [tutor] = await tx
        .select({ id: users.id, timeZone: users.timeZone })
        .from(tutors)
        .innerJoin(users, eq(users.id, tutors.userId))
        .where(and(eq(tutors.userId, input.tutor_id), eq(tutors.active, true)));
      if (!tutor) throw ValidationFailed.field('tutor_id', 'The selected tutor is invalid.');
      if (startsAt.getTime() <= now.getTime()) {
        throw ValidationFailed.field('starts_at', CLASS_IN_PAST);
      }
      const [open] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(
          and(
            eq(classes.demoRequestId, demoRequestId),
            eq(classes.status, 'scheduled'),
            gt(classes.endsAt, now),
          ),
        )
        .orderBy(desc(classes.startsAt));
      if (open) throw new Conflict('This request already has a trial class booked.');
      const familyZone = input.time_zone ?? request.timeZone ?? tutor.timeZone ?? 'UTC';
      const [created] = await tx
        .insert(classes)
        .values({
          kind: 'trial',
          demoRequestId,
          tutorId: tutor.id,
          title: TRIAL_TITLE,
          startsAt,
          endsAt: new Date(startsAt.getTime() + (input.minutes ?? 30) * 60_000),
          anchorZone: familyZone,
        })
        .returning({ id: classes.id });
      if (input.time_zone && input.time_zone !== request.timeZone) {
        await tx
          .update(demoRequests)
          .set({ timeZone: input.time_zone })
          .where(eq(demoRequests.id, demoRequestId));
      }
      await recordAudit(tx, {
        actorUserId,
        action: 'book_trial',
        entity: 'demo_requests',
        entityId: demoRequestId,
        after: { class_id: created?.id, tutor_id: tutor.id, starts_at: startsAt },
      });
      const [row] = await classQuery(tx).where(eq(classes.id, created?.id ?? -1));
      if (!row) throw new Error('The trial class was not saved');
      await services.mailer.queue(tx, {
        to: request.email,
        ...services.mailer.templates.trialBooked({
          tutorName: `${row.tutorFirstName} ${row.tutorLastName}`,
          when: formatInZone(startsAt, familyZone),
          link: row.link ?? '',
        }),
        calendar: await bookedInvitation(services.mailer, services.publicUrl, row, 'learner', {
          name: request.email,
          email: request.email,
        }),
      });
      if (row.tutorEmail) {
        await services.mailer.queue(tx, {
          to: row.tutorEmail,
          ...services.mailer.templates.classesBooked({
            firstName: row.tutorFirstName ?? '',
            course: TRIAL_TITLE,
            withName: request.email,
            plan: 'One free trial class',
            first: formatInZone(startsAt, row.tutorZone ?? 'UTC'),
            link: row.link ?? '',
            pageUrl: `${services.publicUrl}/teach`,
          }),
          calendar: await bookedInvitation(services.mailer, services.publicUrl, row, 'tutor', {
            name: `${row.tutorFirstName} ${row.tutorLastName}`,
            email: row.tutorEmail,
          }),
        });
      }
      return row;
    }),
  );
  services.mailer.flushSoon();
  return toTutorClass(booked, now);
}
