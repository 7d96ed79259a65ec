import { DEMO_TUTOR } from './demo-accounts.ts';
import { Temporal } from 'temporal-polyfill';
import { occurrencesBetween } from '../../lib/weekly-series.ts';
import { asc, eq } from 'drizzle-orm';
import {
  classes,
  classSeries,
  lessonEntries,
  makeupCredits,
  subscriptions,
  syllabusItems,
  tutors,
  users,
} from '../schema.ts';
import type { Transaction as Tx } from '../client.ts';

export const TUTOR_ZONE = 'Africa/Cairo';

/** A demo weekly plan: its weekdays (1 = Monday) and time on the tutor's clock in Cairo. */
export interface DemoRule {
  weekdays: number[];
  startTime: string;
  minutes: number;
  anchorZone: string;
}
const HALF_HOUR_MS = 30 * 60_000;

/**
 * What each recorded class taught, in turn: the tutor's note, and the unit of the Tajweed
 * syllabus it was about (by its place in the syllabus) with its grade, as the learner's record
 * keeps it. The learner's progress in the course is read from these.
 */
const LESSONS = [
  {
    note: 'Revised the makharij of the throat letters; Amina now separates ع and ح clearly. Practise Surah Al-Fatiha slowly once a day.',
    unit: 0,
    grade: 'excellent',
  },
  {
    note: 'Noon sakinah and tanween: idh-har and idgham are solid, ikhfa needs more listening. Homework: Surah Al-Mulk, verses 1–5.',
    unit: 2,
    grade: 'good',
  },
  {
    note: 'Meem sakinah rules reviewed with examples from Juz Amma. Good fluency today, well done.',
    unit: 3,
    grade: 'very_good',
  },
  {
    note: 'Qalqalah letters practised in short surahs; remember the bounce on the final ب and د.',
    unit: 5,
    grade: 'good',
  },
] as const;

/**
 * The demo tutor's clock, and the language they chose: English, so the demo's /teach reads in
 * English (Maryam, who never chose, reads it in Arabic; decision 040).
 */
const DEMO_TUTOR_READS = { timeZone: TUTOR_ZONE, language: 'en' as const };

/**
 * The demo tutors and their teaching: Yusuf (the published demo tutor, Cairo) teaches the demo
 * learner's Tajweed month on a weekly plan anchored in Cairo — past classes recorded with notes
 * and the units they taught, one he cancelled (an open make-up credit) and one within the next
 * hour; Maryam is a second, female tutor, who taught the demo learner's earlier Qaida and
 * Hifz terms (demo-record.ts).
 */
export async function seedTeaching(
  tx: Tx,
  now: Date,
  input: {
    tutorHash: string;
    otherTutorHash: string;
    subscription: { id: number; startedAt: Date; endedAt: Date; title: string; minutes: number };
  },
): Promise<{ tutorId: number; otherTutorId: number; rule: DemoRule }> {
  const [yusuf, maryam] = await tx
    .insert(users)
    .values([
      {
        firstName: 'Yusuf',
        lastName: 'Abdelrahman',
        gender: 1,
        phone: '+20 2 2345 6789',
        email: DEMO_TUTOR.email,
        passwordHash: input.tutorHash,
        role: 'tutor' as const,
        ...DEMO_TUTOR_READS,
      },
      {
        firstName: 'Maryam',
        lastName: 'Hassan',
        gender: 2,
        phone: '+20 2 2345 6790',
        email: 'maryam.tutor@example.com',
        passwordHash: input.otherTutorHash,
        role: 'tutor' as const,
        timeZone: TUTOR_ZONE,
      },
    ])
    .returning({ id: users.id });
  if (!yusuf || !maryam) throw new Error('Seed data is inconsistent: tutors not created');
  await tx.insert(tutors).values([
    {
      userId: yusuf.id,
      languages: ['Arabic', 'English'],
      bio: 'Al-Azhar graduate with an ijazah in Hafs; ten years of teaching Tajweed and Quranic Arabic to children and adults in English.',
      meetingLink: 'https://meet.jit.si/IqraAcademy-Yusuf-Abdelrahman',
    },
    {
      userId: maryam.id,
      languages: ['Arabic', 'English', 'French'],
      bio: 'Teaches Noorani Qaida and Quran memorisation to girls and women; patient with beginners of every age.',
      meetingLink: 'https://meet.jit.si/IqraAcademy-Maryam-Hassan',
    },
  ]);

  // The plan's time is a half hour on Cairo's clock 30 to 60 minutes after seeding, so one class
  // always falls within the hour after seeding and is still to come for a while (a class under
  // way can no longer be cancelled); its other weekdays are two and four days later.
  const next = new Date(Math.ceil((now.getTime() + HALF_HOUR_MS) / HALF_HOUR_MS) * HALF_HOUR_MS);
  const local = Temporal.Instant.fromEpochMilliseconds(next.getTime()).toZonedDateTimeISO(
    TUTOR_ZONE,
  );
  const rule = {
    weekdays: [0, 2, 4].map((days) => ((local.dayOfWeek - 1 + days) % 7) + 1).sort((a, b) => a - b),
    startTime: local.toPlainTime().toString({ smallestUnit: 'minute' }),
    minutes: input.subscription.minutes,
    anchorZone: TUTOR_ZONE,
  };
  const [series] = await tx
    .insert(classSeries)
    .values({ subscriptionId: input.subscription.id, tutorId: yusuf.id, ...rule })
    .returning({ id: classSeries.id });
  const times = occurrencesBetween(rule, input.subscription.startedAt, input.subscription.endedAt);
  const past = times.filter((time) => time.endsAt.getTime() <= now.getTime());
  // The latest past class is the one the tutor cancelled.
  const cancelledIndex = past.length - 1;
  const rows = await tx
    .insert(classes)
    .values(
      times.map((time, index) => {
        const isPast = index < past.length;
        const cancelled = index === cancelledIndex;
        return {
          subscriptionId: input.subscription.id,
          seriesId: series?.id ?? null,
          tutorId: yusuf.id,
          title: input.subscription.title,
          startsAt: time.startsAt,
          endsAt: time.endsAt,
          anchorZone: TUTOR_ZONE,
          timeSetAt: now,
          ...(cancelled
            ? {
                status: 'cancelled' as const,
                cancelledBy: 'tutor' as const,
                cancelledAt: time.startsAt,
              }
            : {}),
          ...(isPast && !cancelled
            ? {
                attendance: index === 1 ? ('late' as const) : ('present' as const),
                note: LESSONS[index % LESSONS.length]?.note ?? '',
                recordedAt: time.endsAt,
              }
            : {}),
        };
      }),
    )
    .returning({
      id: classes.id,
      startsAt: classes.startsAt,
      status: classes.status,
      recordedAt: classes.recordedAt,
    });
  const cancelled = rows.find((row) => row.status === 'cancelled');
  if (cancelled) {
    await tx.insert(makeupCredits).values({
      subscriptionId: input.subscription.id,
      classId: cancelled.id,
      expiresAt: new Date(cancelled.startsAt.getTime() + 4 * 7 * 86_400_000),
    });
  }
  await seedLessons(tx, input.subscription.id, rows);
  return { tutorId: yusuf.id, otherTutorId: maryam.id, rule };
}

/** Each recorded class's lesson (`LESSONS`), in the learner's record. */
async function seedLessons(
  tx: Tx,
  subscriptionId: number,
  rows: { id: number; startsAt: Date; recordedAt: Date | null }[],
) {
  const items = await tx
    .select({ id: syllabusItems.id, learnerId: subscriptions.userId })
    .from(syllabusItems)
    .innerJoin(subscriptions, eq(subscriptions.productId, syllabusItems.productId))
    .where(eq(subscriptions.id, subscriptionId))
    .orderBy(asc(syllabusItems.position));
  const recorded = rows
    .filter((row) => row.recordedAt !== null)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const entries = recorded.flatMap((row, index) => {
    const lesson = LESSONS[index % LESSONS.length];
    const item = lesson && items[lesson.unit];
    if (!lesson || !item) return [];
    return [
      {
        classId: row.id,
        learnerId: item.learnerId,
        position: 0,
        kind: 'unit' as const,
        itemId: item.id,
        grade: lesson.grade,
        heldAt: row.startsAt,
      },
    ];
  });
  if (entries.length > 0) await tx.insert(lessonEntries).values(entries);
}
