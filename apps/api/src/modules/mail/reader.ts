import { sql } from 'drizzle-orm';
import type { Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { formatInZone, weekdayList } from '../../lib/zoned-time.ts';
import { isolate } from './layout.ts';

/** What a mail is written for: its recipient's language, and the digits they read dates in. */
export interface MailReader {
  locale: Language;
  digits: 'latn' | 'arab';
}

/**
 * The reader at `email`: the language their account keeps, else `fallback` (the language of
 * the request that caused the mail, or the inviter's page), else English.
 */
export async function readerOf(
  db: Pick<Database, 'select'>,
  email: string,
  fallback: Language = 'en',
): Promise<MailReader> {
  const [user] = await db
    .select({ language: users.language, digits: users.digits })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return { locale: user?.language ?? fallback, digits: user?.digits ?? 'latn' };
}

/**
 * An instant on `zone`'s wall clock as a mail to `reader` says it: English as it always was
 * ("Tuesday 2 March 2027, 19:00 GMT"); Arabic through Intl, in the digits they chose.
 */
export function whenFor(reader: MailReader, at: Date, zone: string): string {
  return formatInZone(at, zone, reader.locale === 'en' ? 'en-GB' : `ar-u-nu-${reader.digits}`);
}

/**
 * A calendar date (2027-01-25) as a mail to `reader` says it: "Monday 25 January 2027" (a day,
 * not an instant: no clock changes it).
 */
export function dayFor(reader: MailReader, day: string): string {
  return new Intl.DateTimeFormat(reader.locale === 'en' ? 'en-GB' : `ar-u-nu-${reader.digits}`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Tajweed with Amina": a class by its course and the person on the other side. */
export const courseWith = (locale: Language, course: string, name: string) =>
  locale === 'en' ? `${course} with ${name}` : `${isolate(course)} مع ${isolate(name)}`;

/** The language of the request that queued a composed mail, as its payload keeps it. */
export function requestLanguageOf(payload: unknown): Language {
  const locale = (payload as { locale?: unknown } | null)?.locale;
  return locale === 'ar' ? 'ar' : 'en';
}

const WEEKDAYS_AR = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'];

/** "Tuesdays and Saturdays at 19:00 Europe/London time": a weekly plan's times. */
export function planTimes(
  locale: Language,
  plan: { weekdays: readonly number[]; startTime: string; anchorZone: string },
): string {
  if (locale === 'en') {
    return `${weekdayList(plan.weekdays)} at ${plan.startTime} ${plan.anchorZone} time`;
  }
  const days = [...plan.weekdays].sort((a, b) => a - b).map((day) => WEEKDAYS_AR[day - 1] ?? '');
  const list =
    days.length <= 1 ? (days[0] ?? '') : `${days.slice(0, -1).join('، ')} و${days.at(-1) ?? ''}`;
  return `أيام ${list} الساعة ${plan.startTime} بتوقيت ${isolate(plan.anchorZone)}`;
}

/** What a class booked on its own is, in Arabic: the English says it in the caller. */
const ONE_CLASS_AR: Record<string, string> = {
  'One extra class': 'حصة إضافية واحدة',
  'One make-up class': 'حصة تعويضية واحدة',
  'One free trial class': 'حصة تجريبية مجانية واحدة',
};

/** A booking's plan ("One make-up class") in `locale`. */
export const oneClassIn = (locale: Language, english: string) =>
  locale === 'en' ? english : (ONE_CLASS_AR[english] ?? english);
