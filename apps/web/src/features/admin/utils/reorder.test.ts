import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder.ts';

describe('moveItem', () => {
  it('moves up, down and across, leaving the original alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(items, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('changes nothing past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
