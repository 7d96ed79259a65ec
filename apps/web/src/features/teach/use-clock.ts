import { useLingui } from '@lingui/react/macro';
import { intlLocaleOf } from '../../i18n/use-format.ts';
import { dateLabel, dayLabel, shortDay, timeIn, timeRange, weekRange, type Week } from './clock.ts';

/**
 * The tutor's clock (clock.ts) in the page's language: days and times through `Intl` in its
 * locale, and "Tuesday 24 November at 19:00" as a sentence of its own.
 */
export function useClock() {
  const { t, i18n } = useLingui();
  const tag = intlLocaleOf(i18n.locale);
  return {
    timeIn: (iso: string, zone: string) => timeIn(iso, zone, tag),
    dayLabel: (iso: string, zone: string) => dayLabel(iso, zone, tag),
    dateLabel: (iso: string, zone: string) => dateLabel(iso, zone, tag),
    shortDay: (iso: string, zone: string) => shortDay(iso, zone, tag),
    timeRange: (from: string, to: string, zone: string) => timeRange(from, to, zone, tag),
    weekRange: (week: Week, zone: string) => weekRange(week, zone, tag),
    /** "Tuesday 24 November at 19:00" in `zone`. */
    dayAndTime: (iso: string, zone: string) => {
      const day = dayLabel(iso, zone, tag);
      const time = timeIn(iso, zone, tag);
      return t`${day} at ${time}`;
    },
  };
}

export type Clock = ReturnType<typeof useClock>;
