import { describe, expect, it } from 'vitest';
import { parseTab, tabAfterKey } from './learning-tabs.ts';

describe('learning tabs', () => {
  it("opens the tab named in ?tab=, else 'courses'", () => {
    expect(parseTab('books')).toBe('books');
    expect(parseTab('classes')).toBe('classes');
    expect(parseTab('progress')).toBe('progress');
    expect(parseTab('certificates')).toBe('certificates');
    expect(parseTab(null)).toBe('courses');
    expect(parseTab('payments')).toBe('courses');
  });

  it('moves with arrows in either direction, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('courses', 'ArrowDown')).toBe('classes');
    expect(tabAfterKey('courses', 'ArrowRight')).toBe('classes');
    expect(tabAfterKey('classes', 'ArrowDown')).toBe('progress');
    expect(tabAfterKey('progress', 'ArrowDown')).toBe('books');
    expect(tabAfterKey('certificates', 'ArrowDown')).toBe('courses');
    expect(tabAfterKey('courses', 'ArrowUp')).toBe('certificates');
    expect(tabAfterKey('books', 'ArrowLeft')).toBe('progress');
    expect(tabAfterKey('classes', 'ArrowUp')).toBe('courses');
    expect(tabAfterKey('books', 'Home')).toBe('courses');
    expect(tabAfterKey('books', 'End')).toBe('certificates');
    expect(tabAfterKey('books', 'Enter')).toBeUndefined();
  });
});
