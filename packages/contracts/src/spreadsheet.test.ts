import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './spreadsheet.ts';

describe('a cell of a CSV file', () => {
  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(spreadsheetCell('=HYPERLINK("https://evil.example")')).toBe(
      `'=HYPERLINK("https://evil.example")`,
    );
    expect(spreadsheetCell('+1 555')).toBe(`'+1 555`);
    expect(spreadsheetCell('-Amina')).toBe(`'-Amina`);
    expect(spreadsheetCell('@cmd')).toBe(`'@cmd`);
    expect(spreadsheetCell('\tTab')).toBe(`'\tTab`);
  });

  it('leaves numbers, plain text and nothing as they are', () => {
    expect(spreadsheetCell(-1250)).toBe('-1250');
    expect(spreadsheetCell('Amina Yusuf')).toBe('Amina Yusuf');
    expect(spreadsheetCell('أمينة')).toBe('أمينة');
    expect(spreadsheetCell(null)).toBe('');
    expect(spreadsheetCell(undefined)).toBe('');
  });
});
