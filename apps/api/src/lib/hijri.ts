import { Temporal } from 'temporal-polyfill/full';

// The Umm al-Qura calendar (Saudi Arabia's civil Hijri calendar, `islamic-umalqura` in Intl's
// data), for the school's year: when Ramadan begins and when the two Eids fall. These are
// proposals: the sighting of the moon can move a month's first day by a day or two, and staff
// confirm or shift each holiday (the school's calendar keeps what they confirm). The full
// Temporal polyfill carries the calendar arithmetic; it is loaded by this module alone.

const CALENDAR = 'islamic-umalqura';

/** The months the school's year turns on. */
export const HIJRI_MONTHS = { ramadan: 9, shawwal: 10, dhulHijjah: 12 } as const;

/** How long each Eid is kept by default, in days; staff may change it per year. */
export const EID_DAYS = { eid_al_fitr: 3, eid_al_adha: 4 } as const;

export type EidKind = keyof typeof EID_DAYS;

/** A day of the Umm al-Qura calendar as a Gregorian day, `YYYY-MM-DD`. */
export function gregorianDayOf(year: number, month: number, day: number): string {
  return Temporal.PlainDate.from({ calendar: CALENDAR, year, month, day }, { overflow: 'reject' })
    .withCalendar('iso8601')
    .toString();
}

/** The Umm al-Qura year, month and day of a Gregorian day (`YYYY-MM-DD`). */
export function hijriDayOf(isoDay: string): { year: number; month: number; day: number } {
  const date = Temporal.PlainDate.from(isoDay).withCalendar(CALENDAR);
  return { year: date.year, month: date.month, day: date.day };
}

/** Ramadan of a Hijri year: its first Gregorian day and how many days it has. */
export function ramadanOf(year: number): { startsOn: string; days: number } {
  const first = Temporal.PlainDate.from({
    calendar: CALENDAR,
    year,
    month: HIJRI_MONTHS.ramadan,
    day: 1,
  });
  return { startsOn: first.withCalendar('iso8601').toString(), days: first.daysInMonth };
}

export interface EidProposal {
  kind: EidKind;
  hijriYear: number;
  /** The first day, Gregorian (`YYYY-MM-DD`). */
  startsOn: string;
  days: number;
}

/** The two Eids of a Hijri year as the calendar proposes them: 1 Shawwal and 10 Dhu al-Hijjah. */
export function eidsOf(year: number): EidProposal[] {
  return [
    {
      kind: 'eid_al_fitr',
      hijriYear: year,
      startsOn: gregorianDayOf(year, HIJRI_MONTHS.shawwal, 1),
      days: EID_DAYS.eid_al_fitr,
    },
    {
      kind: 'eid_al_adha',
      hijriYear: year,
      startsOn: gregorianDayOf(year, HIJRI_MONTHS.dhulHijjah, 10),
      days: EID_DAYS.eid_al_adha,
    },
  ];
}

/** The Eids from `fromDay` on (Gregorian), over the Hijri years it and the next `years` touch. */
export function eidsFrom(fromDay: string, years = 1): EidProposal[] {
  const { year } = hijriDayOf(fromDay);
  return Array.from({ length: years + 1 }, (_, index) => eidsOf(year + index))
    .flat()
    .filter((eid) => eid.startsOn >= fromDay);
}
