import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRequests, jobApplications } from '../../db/schema.ts';
import { docx, docxWithZeros } from '../../../test/docx.ts';
import { SMALLEST_PDF as PDF } from '../../../test/files.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';

const { app, database, dataDir } = await createTestApp();
const resumesDir = path.join(dataDir, 'uploads', 'resumes');

const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
const DOCX = docx();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

const sendJob = (
  fields: Record<string, string>,
  file?: { filename: string; type: string; content: Uint8Array },
) => {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  return app.inject({ method: 'POST', url: '/api/request-job', ...body });
};

/** An application with a resume sent as cv.pdf, or cv.docx (whatever the bytes are). */
const sendPdf = (email: string, content: Uint8Array) =>
  sendJob({ email }, { filename: 'cv.pdf', type: 'application/pdf', content });
const sendDocx = (email: string, content: Uint8Array) =>
  sendJob({ email }, { filename: 'cv.docx', type: 'application/octet-stream', content });

async function storedResumes(): Promise<string[]> {
  return readdir(resumesDir).catch(() => []);
}

describe('POST /api/request-demo', () => {
  it('records the request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: ' Parent@Example.com ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const rows = await database.db.select().from(demoRequests);
    expect(rows.map((row) => row.email)).toContain('parent@example.com');
  });

  it.each([
    [{}, 'The email field is required.'],
    [{ email: 'not an email' }, 'The email field must be a valid email address.'],
    [{ email: ['a@example.com'] }, 'The email field must be a string.'],
  ])('answers 422 on email for %j', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/request-demo', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
  });
});

describe('POST /api/request-job', () => {
  it('accepts an application without a resume', async () => {
    const response = await sendJob({ email: 'tutor@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your request has been sent successfully!' });
  });

  it.each([
    ['PDF', 'cv.pdf', 'application/pdf', PDF, 'pdf'],
    ['DOC', 'cv.doc', 'application/msword', DOC, 'doc'],
    ['DOCX', 'cv.docx', 'application/octet-stream', DOCX, 'docx'],
  ])(
    'stores a %s resume under a random name, judged by its bytes',
    async (_label, filename, type, content, ext) => {
      const before = await storedResumes();
      const response = await sendJob(
        { email: `cv.${ext}@example.com` },
        { filename, type, content },
      );
      expect(response.statusCode).toBe(201);
      const added = (await storedResumes()).filter((name) => !before.includes(name));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(await readFile(path.join(resumesDir, added[0]!))).toEqual(content);
      const rows = await database.db.select().from(jobApplications);
      const row = rows.find((item) => item.email === `cv.${ext}@example.com`);
      expect(row).toMatchObject({
        originalName: filename,
        sizeBytes: content.length,
        fileKey: `resumes/${added[0]}`,
      });
    },
  );

  it('refuses a PNG renamed .pdf, and keeps nothing', async () => {
    const before = await storedResumes();
    const response = await sendPdf('png@example.com', PNG);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The file must be a file of type: pdf, doc, docx.',
      errors: { file: ['The file must be a file of type: pdf, doc, docx.'] },
    });
    expect(await storedResumes()).toEqual(before);
  });

  it('accepts a Word document with a picture that opens to 8 MB', async () => {
    const content = await docxWithZeros(8);
    const response = await sendDocx('pictures@example.com', content);
    expect(response.statusCode).toBe(201);
  });

  describe('refuses a DOCX built to exhaust whoever opens it, and keeps nothing', () => {
    const refusals: [string, () => Promise<Buffer>, string][] = [
      [
        'a 1 GiB part in a 1 MB file',
        () => docxWithZeros(1024),
        'The file must not expand to more than 50 MB when opened.',
      ],
      [
        'a part that holds more than it declares',
        () => docxWithZeros(8, 1000),
        'The file is damaged and cannot be opened.',
      ],
      [
        'more than 1000 parts',
        async () =>
          docx(
            Object.fromEntries(
              Array.from({ length: 1000 }, (_, i) => [`word/media/part${i}.xml`, '<x/>']),
            ),
          ),
        'The file must not contain more than 1000 parts.',
      ],
      [
        'a zip whose directory is cut off',
        async () => DOCX.subarray(0, DOCX.length - 40),
        'The file is damaged and cannot be opened.',
      ],
    ];
    it.each(refusals)('%s', async (label, build, message) => {
      const content = await build();
      expect(content.length).toBeLessThan(2 * 1024 * 1024);
      const before = await storedResumes();
      const email = `bomb.${refusals.findIndex(([name]) => name === label)}@example.com`;
      const response = await sendDocx(email, content);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { file: [message] } });
      expect(await storedResumes()).toEqual(before);
      const rows = await database.db.select().from(jobApplications);
      expect(rows.some((row) => row.email === email)).toBe(false);
    });
  });
});

describe('POST /api/request-job, refused or kept private', () => {
  it('refuses a resume over 5 MB on the file field', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await sendPdf('big@example.com', big);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { file: ['The file must not be greater than 5 MB.'] },
    });
  });

  it('refuses a body far over the limit with 413', async () => {
    const huge = Buffer.concat([PDF, Buffer.alloc(12 * 1024 * 1024)]);
    const response = await sendPdf('huge@example.com', huge);
    expect(response.statusCode).toBe(413);
  });

  it('refuses a bad email and keeps no file', async () => {
    const before = await storedResumes();
    const response = await sendPdf('nope', PDF);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { email: ['The email field must be a valid email address.'] },
    });
    expect(await storedResumes()).toEqual(before);
  });

  it('answers an empty email with 422 on email', async () => {
    const response = await sendJob({});
    expect(response.json()).toMatchObject({ errors: { email: ['The email field is required.'] } });
  });

  it('refuses JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-job',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('never serves a stored resume back', async () => {
    await sendPdf('private@example.com', PDF);
    const [name] = await storedResumes();
    for (const url of [
      `/uploads/resumes/${name}`,
      `/resumes/${name}`,
      `/data/uploads/resumes/${name}`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('%PDF');
    }
  });
});
