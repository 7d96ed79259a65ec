import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HolidayKind, ShownHoliday } from '@iqra/contracts';
import { useFormat } from '../../i18n/use-format.ts';
import { formatHijriDate, inRamadan } from '../../lib/format.ts';

// The school's holidays as schedules show them (decision 049): the Eids by the site's words,
// a closure by its own name, each with its days on the Gregorian and the Hijri calendars.

const EID_NAMES: Record<Exclude<HolidayKind, 'closure'>, MessageDescriptor> = {
  eid_al_fitr: msg`Eid al-Fitr`,
  eid_al_adha: msg`Eid al-Adha`,
};

/** A holiday's name in the page's language. */
export function useHolidayName() {
  const { i18n } = useLingui();
  return (holiday: Pick<ShownHoliday, 'kind' | 'name'>) =>
    holiday.kind === 'closure' ? (holiday.name ?? '') : i18n._(EID_NAMES[holiday.kind]);
}

// A holiday's days are calendar days: read at noon on UTC's calendar, they are those days.
// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time zone
const CALENDAR_DAYS = 'UTC';
const noonOf = (day: string) => new Date(Date.parse(day) + 12 * 3_600_000);

/** A calendar day's Hijri date ("1 Shawwal 1448 AH"), and whether it is in Ramadan. */
export const hijriOfDay = (day: string, tag: string) =>
  formatHijriDate(noonOf(day).toISOString(), CALENDAR_DAYS, tag);
export const dayInRamadan = (day: string) => inRamadan(noonOf(day).toISOString(), CALENDAR_DAYS);

/**
 * "Tue 9 – Thu 11 Mar 2027" and "1 – 3 Shawwal 1448 AH": a holiday's days on the Gregorian
 * and the Hijri calendars, in the page's language and digits.
 */
export function useHolidayDays() {
  const { tag } = useFormat();
  return (holiday: Pick<ShownHoliday, 'starts_on' | 'ends_on'>) => {
    const range = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, { ...options, timeZone: CALENDAR_DAYS }).formatRange(
        noonOf(holiday.starts_on),
        noonOf(holiday.ends_on),
      );
    return {
      gregorian: range({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
      hijri: range({
        calendar: 'islamic-umalqura',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    };
  };
}

/** The school's holidays to come, above a schedule: no classes are held on their days. */
export function SchoolHolidays({ holidays }: { holidays: ShownHoliday[] }) {
  const nameOf = useHolidayName();
  const daysOf = useHolidayDays();
  if (holidays.length === 0) return null;
  return (
    <section
      aria-labelledby="school-holidays-heading"
      className="mt-4 rounded-xl border border-[#f1e4b3] bg-[#fdf8e7] p-4"
    >
      <h3 id="school-holidays-heading" className="flex items-center gap-2 text-base">
        <i className="pi pi-moon text-gold-dark" aria-hidden />
        <Trans>School holidays: no classes on these days</Trans>
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {holidays.map((holiday) => {
          const days = daysOf(holiday);
          return (
            <li key={holiday.id}>
              <strong className="text-ink">
                <bdi>{nameOf(holiday)}</bdi>
              </strong>
              {': '}
              {days.gregorian} <span className="text-muted">· {days.hijri}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
