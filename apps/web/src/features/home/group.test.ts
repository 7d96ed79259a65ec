import { describe, expect, it } from 'vitest';
import { groupBy } from './group.ts';

describe('groupBy', () => {
  it('puts testimonials two to a column, the last column holding what is left', () => {
    expect(groupBy([1, 2, 3, 4, 5, 6], 2)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(groupBy([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(groupBy([], 2)).toEqual([]);
  });

  it('refuses a size that could never make progress', () => {
    expect(() => groupBy([1], 0)).toThrow(RangeError);
  });
});
