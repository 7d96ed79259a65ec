import type { PayRate, PayTotal } from '@iqra/contracts';

// What a class pays under a rate (decision 046), in integer minor units: a 30- or 60-minute
// class its rate per class, another length the 60-minute rate in proportion, and a rate per
// hour in proportion to the minutes; a part of a minor unit is rounded half up.

/** `minor × minutes / 60`, rounded half up to a whole minor unit. */
const perHour = (minor: number, minutes: number) => Math.floor((minor * minutes + 30) / 60);

/** What one class of `minutes` pays under `rate`. */
export function amountFor(
  rate: Pick<PayRate, 'basis' | 'rate_30_minor' | 'rate_60_minor' | 'hourly_minor'>,
  minutes: number,
): number {
  if (rate.basis === 'per_hour') return perHour(rate.hourly_minor ?? 0, minutes);
  if (minutes === 30) return rate.rate_30_minor ?? 0;
  if (minutes === 60) return rate.rate_60_minor ?? 0;
  return perHour(rate.rate_60_minor ?? 0, minutes);
}

/** Sums per currency, never across currencies; currencies in alphabetical order. */
export function totalsOf(
  items: readonly { currency: string; amount: number; classes: number; minutes: number }[],
): PayTotal[] {
  const totals = new Map<string, PayTotal>();
  for (const item of items) {
    const total = totals.get(item.currency) ?? {
      currency: item.currency,
      amount_minor: 0,
      classes: 0,
      minutes: 0,
    };
    total.amount_minor += item.amount;
    total.classes += item.classes;
    total.minutes += item.minutes;
    totals.set(item.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
