import type { Digits } from '@iqra/contracts';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  ARABIC,
  ENGLISH,
  formatClassDay,
  formatClassTime,
  formatDate,
  formatDateTime,
  formatPrice,
  formatWeekdayTime,
  inDigitsOf,
  withHijri,
} from '../lib/format.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { useHydrated } from '../lib/use-hydrated.tsx';

/**
 * The Intl locale a page's language formats in: British English, or Arabic in the digits the
 * person chose (Latin unless they asked for Arabic-Indic).
 */
export function intlLocaleOf(locale: string, digits: Digits = 'latn'): string {
  return locale === 'ar' ? ARABIC[digits] : ENGLISH;
}

/** How the signed-in person reads numbers and dates; a guest reads Latin digits, no Hijri. */
export interface ReadingSettings {
  digits: Digits;
  hijri: boolean;
}

const GUEST: ReadingSettings = { digits: 'latn', hijri: false };

/**
 * The signed-in person's reading settings, from the session as it is (this asks the server
 * nothing). Only once the page is the app's: the server's HTML, made for nobody, is what the
 * browser's first render must repeat.
 */
export function useReadingSettings(): ReadingSettings {
  const user = useQuery({ ...sessionQueryOptions, enabled: false }).data;
  const hydrated = useHydrated();
  const digits = hydrated && user ? user.digits : GUEST.digits;
  const hijri = hydrated && user ? user.hijri : GUEST.hijri;
  return useMemo(() => ({ digits, hijri }), [digits, hijri]);
}

/**
 * The page's formatters (decision 040): dates, times, prices and numbers in its language,
 * through `Intl`, in the signed-in person's digits, the dates with the Hijri date beside them
 * when they asked for it. English reads exactly as the functions of `lib/format.ts` write it.
 */
export function useFormat() {
  const { i18n } = useLingui();
  const { digits, hijri } = useReadingSettings();
  const tag = intlLocaleOf(i18n.locale, digits);
  return useMemo(() => {
    const dated = (shown: string, iso: string, timeZone?: string) =>
      hijri ? withHijri(shown, iso, timeZone, tag) : shown;
    return {
      tag,
      price: (amount: number) => formatPrice(amount, tag),
      number: (value: number) => inDigitsOf(tag, value.toLocaleString(tag)),
      date: (iso: string, timeZone?: string) =>
        dated(formatDate(iso, timeZone, tag), iso, timeZone),
      /** A calendar date (2027-01-25, no clock of its own): the same day on every clock. */
      calendarDay: (day: string) => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- noon of the day, in UTC
        const [noon, zone] = [`${day}T12:00:00Z`, 'UTC'];
        return dated(formatDate(noon, zone, tag), noon, zone);
      },
      dateTime: (iso: string, timeZone?: string) =>
        dated(formatDateTime(iso, timeZone, tag), iso, timeZone),
      classTime: (iso: string, timeZone: string) => formatClassTime(iso, timeZone, tag),
      classDay: (iso: string, timeZone: string) =>
        dated(formatClassDay(iso, timeZone, tag), iso, timeZone),
      weekdayTime: (iso: string, timeZone: string) => formatWeekdayTime(iso, timeZone, tag),
    };
  }, [tag, hijri]);
}
