import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import {
  ENGLISH,
  formatClassDay,
  formatClassTime,
  formatDate,
  formatDateTime,
  formatPrice,
  formatWeekdayTime,
  inDigitsOf,
} from '../lib/format.ts';

/** The Intl locale a page's language formats in: British English, or Arabic in Latin digits. */
export function intlLocaleOf(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : ENGLISH;
}

/**
 * The page's formatters (decision 040): dates, times, prices and numbers in its language,
 * through `Intl`. English reads exactly as the functions of `lib/format.ts` write it.
 */
export function useFormat() {
  const { i18n } = useLingui();
  const tag = intlLocaleOf(i18n.locale);
  return useMemo(
    () => ({
      tag,
      price: (amount: number) => formatPrice(amount, tag),
      number: (value: number) => inDigitsOf(tag, value.toLocaleString(tag)),
      date: (iso: string, timeZone?: string) => formatDate(iso, timeZone, tag),
      dateTime: (iso: string, timeZone?: string) => formatDateTime(iso, timeZone, tag),
      classTime: (iso: string, timeZone: string) => formatClassTime(iso, timeZone, tag),
      classDay: (iso: string, timeZone: string) => formatClassDay(iso, timeZone, tag),
      weekdayTime: (iso: string, timeZone: string) => formatWeekdayTime(iso, timeZone, tag),
    }),
    [tag],
  );
}
