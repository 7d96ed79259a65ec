import { Temporal } from 'temporal-polyfill';
import { occurrencesBetween } from '../../lib/weekly-series.ts';
import { addMonths } from '../../lib/dates.ts';
import type { Transaction as Tx } from '../client.ts';
import {
  classes,
  classSeries,
  guardianships,
  outbox,
  subscriptions,
  users,
  weeklyDigests,
} from '../schema.ts';
import { DEMO_PARENT } from './demo-accounts.ts';
import type { DemoRule } from './teaching.ts';

// The demo family: a parent in Toronto with two children, neither of whom signs in. Zayd (10)
// learns Hifz with Yusuf, the demo tutor, on the weekdays Yusuf does not teach the demo
// learner, and his past classes are recorded with notes; Hana (7) has just begun the Noorani
// Qaida with Maryam, the female tutor.

const DAY_MS = 86_400_000;
const FAMILY_ZONE = 'America/Toronto';

const ZAYD_NOTES = [
  'Zayd recited An-Naba 1–16 with only two hesitations. Revise 1–10 daily before the next class.',
  'Good focus today: An-Naba 17–30 memorised. Watch the madd in ayah 23.',
  'Revised An-Naba from the start; new lesson An-Naba 31–40. Listen to the recitation twice a day.',
  'Strong revision of the whole surah. Next: An-Nazi‘at 1–14.',
];

interface Plan {
  subscriptionId: number;
  tutorId: number;
  title: string;
  rule: DemoRule;
  startedAt: Date;
  endedAt: Date;
  /** Notes for the classes already held, in turn (again from the first when they run out). */
  notes: readonly string[];
}

/** A weekly plan and its classes; the held ones recorded (present) with their notes. */
async function planWithClasses(tx: Tx, plan: Plan, now: Date) {
  const [series] = await tx
    .insert(classSeries)
    .values({ subscriptionId: plan.subscriptionId, tutorId: plan.tutorId, ...plan.rule })
    .returning({ id: classSeries.id });
  const times = occurrencesBetween(plan.rule, plan.startedAt, plan.endedAt);
  if (times.length === 0) return;
  await tx.insert(classes).values(
    times.map((time, index) => {
      const note =
        time.endsAt.getTime() <= now.getTime() ? plan.notes[index % plan.notes.length] : undefined;
      return {
        subscriptionId: plan.subscriptionId,
        seriesId: series?.id ?? null,
        tutorId: plan.tutorId,
        title: plan.title,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        anchorZone: plan.rule.anchorZone,
        timeSetAt: now,
        ...(note ? { attendance: 'present' as const, note, recordedAt: time.endsAt } : {}),
      };
    }),
  );
}

/**
 * The parent (`DEMO_PARENT`), their two children with the parent's consent, and the children's
 * courses. `tutorRule` is the demo tutor's plan with the demo learner, whose weekdays Zayd's
 * classes keep clear of.
 */
export async function seedDemoFamily(
  tx: Tx,
  now: Date,
  input: {
    parentHash: string;
    tutorId: number;
    otherTutorId: number;
    tutorRule: DemoRule;
    productId: (slug: string) => Promise<number>;
    tierId: (slug: string) => Promise<number>;
  },
): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const year = now.getUTCFullYear();
  const [parent, zayd, hana] = await tx
    .insert(users)
    .values(
      [
        {
          firstName: 'Khadija',
          lastName: 'Haddad',
          gender: 2,
          phone: '+1 416 555 0142',
          age: 38,
          email: DEMO_PARENT.email,
          passwordHash: input.parentHash,
          timeZone: FAMILY_ZONE,
        },
        // The children: no address, no password, no phone.
        { firstName: 'Zayd', lastName: 'Haddad', gender: 1, phone: '', birthYear: year - 10 },
        { firstName: 'Hana', lastName: 'Haddad', gender: 2, phone: '', birthYear: year - 7 },
      ].map((person) => ({ ...person, timeZone: FAMILY_ZONE })),
    )
    .returning({ id: users.id });
  if (!parent || !zayd || !hana) throw new Error('Seed data is inconsistent: family not made');
  await tx.insert(guardianships).values(
    [zayd, hana].map((child) => ({
      guardianId: parent.id,
      childId: child.id,
      consentAt: day(-21),
      createdAt: day(-21),
    })),
  );

  const [hifz, qaida] = await tx
    .insert(subscriptions)
    .values([
      {
        userId: zayd.id,
        productId: await input.productId('hifz'),
        tierId: await input.tierId('30-standard'),
        startedAt: day(-20),
        endedAt: addMonths(day(-20), 1),
      },
      {
        // Begun after Maryam's last demo classes, so that no two of hers meet.
        userId: hana.id,
        productId: await input.productId('noorani-qaida'),
        tierId: await input.tierId('30-standard'),
        startedAt: day(-3),
        endedAt: addMonths(day(-3), 1),
      },
    ])
    .returning({
      id: subscriptions.id,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
    });
  if (!hifz || !qaida) throw new Error('Seed data is inconsistent: family courses not made');

  // Zayd: the day after each of the demo learner's first two class days, at the same time.
  const [first = 1, second = 3] = input.tutorRule.weekdays;
  const next = (weekday: number) => (weekday % 7) + 1;
  await planWithClasses(
    tx,
    {
      subscriptionId: hifz.id,
      tutorId: input.tutorId,
      title: 'Hifz',
      rule: {
        ...input.tutorRule,
        weekdays: [next(first), next(second)].sort((a, b) => a - b),
        minutes: 30,
      },
      startedAt: hifz.startedAt,
      endedAt: hifz.endedAt,
      notes: ZAYD_NOTES,
    },
    now,
  );
  // Hana: Saturdays and Sundays at 10:00 in Toronto, with Maryam.
  await planWithClasses(
    tx,
    {
      subscriptionId: qaida.id,
      tutorId: input.otherTutorId,
      title: 'Noorani Qaida',
      rule: { weekdays: [6, 7], startTime: '10:00', minutes: 30, anchorZone: FAMILY_ZONE },
      startedAt: qaida.startedAt,
      endedAt: qaida.endedAt,
      notes: [
        'Hana learnt the first letters, alif to tha, with their shapes. Practise them daily.',
      ],
    },
    now,
  );
  await lastWeeksDigest(tx, { id: parent.id, email: DEMO_PARENT.email }, now);
}

/**
 * The parent's digest of the last week, queued as the reminders' round queues one (its key in
 * weekly_digests, its row in the outbox, written when it is sent): at the default moment,
 * Sunday 09:00 on the family's clock, the latest one before `now`.
 */
async function lastWeeksDigest(tx: Tx, parent: { id: number; email: string }, now: Date) {
  const here = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(
    FAMILY_ZONE,
  );
  let sunday = here
    .subtract({ days: here.dayOfWeek % 7 })
    .with({ hour: 9, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  if (Temporal.ZonedDateTime.compare(sunday, here) > 0) sunday = sunday.subtract({ weeks: 1 });
  const dueAt = new Date(sunday.epochMilliseconds);
  const weekStart = sunday.toPlainDate().subtract({ days: 6 }).toString();
  await tx.insert(weeklyDigests).values({ userId: parent.id, weekStart, dueAt });
  await tx.insert(outbox).values({
    to: parent.email,
    subject: 'Your week at Iqra',
    kind: 'weekly-digest',
    payload: { userId: parent.id, weekStart, dueAt: dueAt.toISOString() },
  });
}
