import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('filenameFromDisposition', () => {
  it('reads quoted and bare names', () => {
    expect(filenameFromDisposition('attachment; filename="demo-requests.csv"', 'x')).toBe(
      'demo-requests.csv',
    );
    expect(filenameFromDisposition('attachment; filename=leads.csv', 'x')).toBe('leads.csv');
    expect(filenameFromDisposition('attachment; filename="my \\"cv\\".pdf"', 'x')).toBe(
      'my "cv".pdf',
    );
  });

  it('prefers the UTF-8 name when both are given', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="CV.pdf"; filename*=UTF-8''Amina%20R%C3%A2hman%20CV.pdf`,
        'x',
      ),
    ).toBe('Amina Râhman CV.pdf');
  });

  it('drops any path and falls back when there is no usable name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(filenameFromDisposition('attachment', 'export.csv')).toBe('export.csv');
    expect(filenameFromDisposition(null, 'export.csv')).toBe('export.csv');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'cv.pdf')).toBe(
      'cv.pdf',
    );
  });
});
