import { and, desc, eq, gt } from 'drizzle-orm';
import { CLASS_IN_PAST, type Language, type TutorClass } from '@iqra/contracts';
import { classes, demoRequests } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { oneClassIn, whenFor } from '../mail/index.ts';
import { refusingClashes, type ClassServices } from './class-changes.ts';
import { bookedInvitation, pageOf } from './class-mails.ts';
import { activeTutor, classQuery, toTutorClass, type ClassRow } from './class-rows.ts';
import { classNameIn, TRIAL_TITLE } from './class-names.ts';
import { participantOn, readerFor } from './participants.ts';

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
  /** The language of staff's page: the class answered names the trial in it. */
  language: Language,
): Promise<TutorClass> {
  const startsAt = new Date(input.starts_at);
  const now = services.clock.now();
  const booked = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(demoRequests)
        .where(eq(demoRequests.id, demoRequestId))
        .for('update');
      if (!request) throw new NotFound();
      const tutor = await activeTutor(tx, input.tutor_id);
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
          timeSetAt: now,
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
      await mailTrial(tx, services, row);
      return row;
    }),
  );
  services.mailer.flushSoon();
  return toTutorClass(booked, now, language);
}

/**
 * The booked trial, to everyone in it on their own clock: the family (who have no account) in
 * the mail for trials, in the language they asked in, the tutor as any class booked.
 */
async function mailTrial(tx: Tx, services: ClassServices, row: ClassRow) {
  const family = participantOn(row, 'learner');
  if (family) {
    const reader = await readerFor(tx, family);
    await services.mailer.queue(tx, {
      to: family.email,
      ...services.mailer.templates.in(reader.locale).trialBooked({
        tutorName: family.withName,
        when: whenFor(reader, row.startsAt, family.zone),
        link: row.link ?? '',
      }),
      calendar: await bookedInvitation(services.mailer, services.publicUrl, row, family),
    });
  }
  const tutor = participantOn(row, 'tutor');
  if (tutor) {
    const reader = await readerFor(tx, tutor);
    await services.mailer.queue(tx, {
      to: tutor.email,
      ...services.mailer.templates.in(reader.locale).classesBooked({
        firstName: tutor.firstName,
        course: classNameIn(reader.locale, row),
        withName: tutor.withName,
        plan: oneClassIn(reader.locale, 'One free trial class'),
        first: whenFor(reader, row.startsAt, tutor.zone),
        link: row.link ?? '',
        pageUrl: pageOf(services.publicUrl, tutor),
      }),
      calendar: await bookedInvitation(services.mailer, services.publicUrl, row, tutor),
    });
  }
}
