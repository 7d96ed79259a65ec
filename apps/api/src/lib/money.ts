/** Cents (stored) to dollars (shown): 4500 → 45, 4999 → 49.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
