import { describe, expect, it } from 'vitest';
import { buildJobRequestBody } from './api.ts';

describe('buildJobRequestBody', () => {
  it('sends the email and the chosen resume', () => {
    const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    const body = buildJobRequestBody({ email: 'tutor@example.com', file: resume });
    expect(body.get('email')).toBe('tutor@example.com');
    expect((body.get('file') as File).name).toBe('resume.pdf');
  });

  it('leaves the file out when none was chosen (the resume is optional)', () => {
    const body = buildJobRequestBody({ email: 'tutor@example.com', file: null });
    expect(body.has('file')).toBe(false);
    expect([...body.keys()]).toEqual(['email']);
  });
});
