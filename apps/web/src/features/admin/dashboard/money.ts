import type { MoneySum } from '@iqra/contracts';

// Sums of money as the dashboard shows them: each currency in its own, never added together.

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** A sum in minor units (cents) as money: 10500 USD → "US$105.00" (in the page's locale). */
export function formatMoney(tag: string, currency: string, minor: number): string {
  const format = formatOf(tag, currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** The minor units of a currency's major one: 100 for dollars, 1 for yen. */
export function minorPerMajor(tag: string, currency: string): number {
  return 10 ** (formatOf(tag, currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/** Each currency's sum, or a dash when there is none. */
export function formatSums(tag: string, sums: readonly MoneySum[], none = '—'): string[] {
  return sums.length === 0
    ? [none]
    : sums.map((sum) => formatMoney(tag, sum.currency, sum.amount_minor));
}

/** The currencies of several lists of sums, alphabetical. */
export function currenciesOf(lists: readonly (readonly MoneySum[])[]): string[] {
  return [...new Set(lists.flatMap((list) => list.map((sum) => sum.currency)))].sort();
}

/** The sum of one currency in a list (0 when it has none). */
export const amountIn = (sums: readonly MoneySum[], currency: string) =>
  sums.find((sum) => sum.currency === currency)?.amount_minor ?? 0;
