import type { MoneySum } from '@iqra/contracts';

// Money in the back office and on tutors' statements, kept in integer minor units of its
// currency: each currency shown in its own way, never added to another. (The public pages'
// prices are written out without Intl's currency data: lib/format.ts says why.)

const formats = new Map<string, Intl.NumberFormat | null>();

/** The page's format of a currency; null for a code Intl does not know. */
function formatOf(tag: string, currency: string): Intl.NumberFormat | null {
  const key = `${tag} ${currency}`;
  if (!formats.has(key)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    } catch {
      // An unknown code (a currency staff typed): shown as its minor units and code.
    }
    formats.set(key, format);
  }
  return formats.get(key) ?? null;
}

/** A sum in minor units (cents) as money: 10500 USD → "US$105.00" (in the page's locale). */
export function formatMoney(tag: string, currency: string, minor: number): string {
  const format = formatOf(tag, currency);
  if (!format) return `${minor} ${currency}`;
  return format.format(minor / minorPerMajor(tag, currency));
}

/** The minor units of a currency's major one: 100 for dollars, 1 for yen. */
export function minorPerMajor(tag: string, currency: string): number {
  return 10 ** (formatOf(tag, currency)?.resolvedOptions().maximumFractionDigits ?? 2);
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
