/** Splits `items` into consecutive groups of `size` (the last group may be shorter). */
export function groupBy<T>(items: readonly T[], size: number): T[][] {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the developer, as Error's
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer');
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}
