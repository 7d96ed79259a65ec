/* eslint-disable lingui/no-unlocalized-strings -- Intl's options and dates, not words */
import type { Season } from '@iqra/contracts';

// A seasonal timetable as every page says it (decision 049), in the page's Intl locale `tag`:
// its days (calendar dates, the same on every clock) and its rule. Intl writes the words.

/** A calendar date ('2027-03-09') at noon UTC: the same day whatever the formatter's zone. */
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** "9–18 Mar 2027": a range of days, as the locale writes one. */
export function seasonDays(season: Pick<Season, 'starts_on' | 'ends_on'>, tag: string): string {
  const format = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(dayOf(season.starts_on), dayOf(season.ends_on));
}

/** "Mon, Wed": ISO weekdays (1 Monday … 7 Sunday) named in the locale. */
export function weekdayNames(weekdays: readonly number[], tag: string): string {
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const names = weekdays.map((day) => weekday.format(Date.UTC(2024, 0, day)));
  return new Intl.ListFormat(tag, { type: 'unit', style: 'short' }).format(names);
}

/** "Mon, Wed 21:00 (Africa/Cairo)": a weekly rule's days, time and clock. */
export const ruleText = (
  rule: { weekdays: readonly number[]; start_time: string; anchor_zone: string },
  tag: string,
) => `${weekdayNames(rule.weekdays, tag)} ${rule.start_time} (${rule.anchor_zone})`;
