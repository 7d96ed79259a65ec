import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { classes, guardianships, products, subscriptions, tiers, users } from '../../db/schema.ts';
import { prepared } from '../../lib/prepared.ts';
import { courseWith, readerOf, whenFor, type MailContent } from '../mail/index.ts';
import {
  changeDeadline,
  classNameIn,
  classQuery,
  participantAt,
  participantOn,
  readerFor,
  schoolRules,
} from '../teaching/index.ts';
import { composeDigest } from './digest.ts';
import { ENDED_MAIL_DAYS, REMINDER_MAIL } from './due.ts';
import { unsubscribing, wanting, type ReminderContext } from './reminder-context.ts';
import { textIn } from '../../lib/in-language.ts';

// Reminder mails are written when they are sent, from the class or plan as it is then: a class
// cancelled, moved or started since its reminder was queued, a plan renewed or a reminder
// turned off since, and the mail is dropped instead.

const classReminderSchema = z.object({
  classId: z.number(),
  lead: z.enum(['class_24h', 'class_1h']),
  side: z.enum(['learner', 'tutor']),
  startsAt: z.string(),
});

const classById = (db: Database) =>
  prepared(db, 'reminder_class', (database) =>
    classQuery(database)
      .where(eq(classes.id, sql.placeholder('id')))
      .prepare('reminder_class'),
  );

async function composeClassReminder(
  context: ReminderContext,
  mail: { to: string; payload: unknown },
): Promise<MailContent | null> {
  const parsed = classReminderSchema.safeParse(mail.payload);
  if (!parsed.success) return null;
  const { classId, lead, side: sideName, startsAt } = parsed.data;
  const [row] = await classById(context.db).execute({ id: classId });
  const now = context.clock.now();
  if (
    !row ||
    row.status !== 'scheduled' ||
    row.startsAt.getTime() !== Date.parse(startsAt) ||
    row.startsAt.getTime() <= now.getTime()
  ) {
    return null;
  }
  // Whoever holds that side at that address now; a class given to another tutor since is not
  // the old one's, and a guardian no longer linked to the child is no longer told.
  const side = participantAt(row, sideName, mail.to);
  if (!side) return null;
  const settings = await wanting(context, side.owner, lead);
  if (!settings) return null;
  const reader = await readerFor(context.db, side);
  let change: { until: string } | { noticeHours: number } | null = null;
  // The learner changes their own classes; a guardian is told of the class only.
  if (sideName === 'learner' && row.kind !== 'trial' && !side.child) {
    const rules = await schoolRules(context.db);
    const deadline = changeDeadline(row, rules);
    change =
      now.getTime() < deadline.getTime()
        ? { until: whenFor(reader, deadline, side.zone) }
        : { noticeHours: rules.noticeHours };
  }
  const { headers, unsubscribe } = unsubscribing(context, settings.token, lead, reader.locale);
  return {
    ...context.mailer.templates.in(reader.locale).classReminder({
      firstName: side.firstName,
      child: side.child,
      lead: lead === 'class_1h' ? '1h' : '24h',
      course: classNameIn(reader.locale, row),
      withName: side.withName,
      when: whenFor(reader, row.startsAt, side.zone),
      link: row.link ?? '',
      pageUrl: `${context.publicUrl}${side.page}`,
      change,
      unsubscribe,
    }),
    headers,
  };
}

const planSchema = z.object({
  subscriptionId: z.number(),
  endedAt: z.string(),
  daysLeft: z.number(),
});

/**
 * Whom a plan's mail at `to` is for: the learner at their own address, or a guardian of theirs
 * (told about the child); null when nobody there is any longer.
 */
async function planRecipient(
  db: Database,
  learner: { userId: number; email: string | null; firstName: string; zone: string | null },
  to: string,
) {
  if (learner.email === to) {
    return { id: learner.userId, firstName: learner.firstName, zone: learner.zone, child: null };
  }
  const [guardian] = await db
    .select({ id: users.id, firstName: users.firstName, zone: users.timeZone })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.guardianId))
    .where(and(eq(guardianships.childId, learner.userId), eq(users.email, to)));
  return guardian ? { ...guardian, child: learner.firstName } : null;
}

async function composePlanMail(
  context: ReminderContext,
  { to, payload }: { to: string; payload: unknown },
  ended: boolean,
): Promise<MailContent | null> {
  const parsed = planSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { subscriptionId, endedAt, daysLeft } = parsed.data;
  const [row] = await context.db
    .select({
      userId: subscriptions.userId,
      status: subscriptions.status,
      endedAt: subscriptions.endedAt,
      firstName: users.firstName,
      email: users.email,
      zone: users.timeZone,
      course: products.name,
      courseAr: products.nameAr,
      courseSlug: products.slug,
      plan: tiers.name,
      planAr: tiers.nameAr,
      planSlug: tiers.slug,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .where(eq(subscriptions.id, subscriptionId));
  const now = context.clock.now().getTime();
  // Renewed, cancelled, or past what the mail would say by the time it is sent: not sent.
  const stale =
    !row ||
    row.status === 'cancelled' ||
    row.endedAt.getTime() !== Date.parse(endedAt) ||
    (ended
      ? now > row.endedAt.getTime() + ENDED_MAIL_DAYS * 86_400_000
      : now >= row.endedAt.getTime());
  if (stale) return null;
  const recipient = await planRecipient(context.db, row, to);
  if (!recipient) return null;
  const settings = await wanting(context, { type: 'user', id: recipient.id }, 'renewal');
  if (!settings) return null;
  const reader = await readerOf(context.db, to);
  const { headers, unsubscribe } = unsubscribing(context, settings.token, 'renewal', reader.locale);
  // The same course and plan at checkout; a parent's, for the child.
  const checkoutUrl = `${context.publicUrl}/courses/${encodeURIComponent(row.courseSlug)}/checkout?plan=${encodeURIComponent(row.planSlug)}${recipient.child ? `&for=${row.userId}` : ''}`;
  const when = whenFor(reader, row.endedAt, recipient.zone ?? row.zone ?? 'UTC');
  const base = {
    firstName: recipient.firstName,
    child: recipient.child,
    course: textIn(reader.locale, row.course, row.courseAr),
    plan: textIn(reader.locale, row.plan, row.planAr),
    checkoutUrl,
  };
  const templates = context.mailer.templates.in(reader.locale);
  const content = ended
    ? templates.planEnded({ ...base, ended: when, unsubscribe })
    : templates.renewalReminder({ ...base, ends: when, daysLeft, unsubscribe });
  return { ...content, headers };
}

const nudgeSchema = z.object({ tutorId: z.number(), classIds: z.array(z.number()) });

async function composeNudge(
  context: ReminderContext,
  { to, payload }: { to: string; payload: unknown },
): Promise<MailContent | null> {
  const parsed = nudgeSchema.safeParse(payload);
  if (!parsed.success || parsed.data.classIds.length === 0) return null;
  const { tutorId, classIds } = parsed.data;
  const rows = await classQuery(context.db)
    .where(
      and(
        inArray(classes.id, classIds),
        eq(classes.tutorId, tutorId),
        eq(classes.status, 'scheduled'),
        isNull(classes.recordedAt),
      ),
    )
    .orderBy(classes.startsAt);
  // The tutor of each class, as the class's mails name them and on the clock they read.
  const tutorSides = rows.flatMap((row) => {
    const tutor = participantOn(row, 'tutor');
    return tutor ? [{ row, tutor }] : [];
  });
  const first = tutorSides[0]?.tutor;
  const settings = await wanting(context, { type: 'user', id: tutorId }, 'record_nudge');
  if (!first || !settings) return null;
  const reader = await readerOf(context.db, to);
  const { headers, unsubscribe } = unsubscribing(
    context,
    settings.token,
    'record_nudge',
    reader.locale,
  );
  return {
    ...context.mailer.templates.in(reader.locale).recordNudge({
      firstName: first.firstName,
      classes: tutorSides.map(({ row, tutor }) => ({
        when: whenFor(reader, row.startsAt, tutor.zone),
        who: courseWith(reader.locale, classNameIn(reader.locale, row), tutor.withName),
      })),
      teachUrl: `${context.publicUrl}${first.page}`,
      unsubscribe,
    }),
    headers,
  };
}

/** Tells the mail worker how to write each kind of reminder when it sends one. */
export function registerReminderComposers(context: ReminderContext): void {
  const { mailer } = context;
  mailer.composeWith(REMINDER_MAIL.class, (mail) => composeClassReminder(context, mail));
  mailer.composeWith(REMINDER_MAIL.renewal, (mail) => composePlanMail(context, mail, false));
  mailer.composeWith(REMINDER_MAIL.ended, (mail) => composePlanMail(context, mail, true));
  mailer.composeWith(REMINDER_MAIL.nudge, (mail) => composeNudge(context, mail));
  mailer.composeWith(REMINDER_MAIL.digest, (mail) => composeDigest(context, mail));
}
