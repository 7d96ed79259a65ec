import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RESUME_MAX_BYTES } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { demoRequests, jobApplications } from '../../db/schema.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart-form.ts';
import { checkZip, type ZipLimits } from '../../lib/zip.ts';
import { formatInZone } from '../../lib/zoned-time.ts';
import type { Language } from '@iqra/contracts';
import type { Mailer } from '../mail/index.ts';

/**
 * Records a demo request with the language it was asked in (the trial's mails follow it) at
 * `now` on the school's clock (the school's figures count it on that day); the visitor gets a
 * confirmation and staff a notification.
 */
export async function createDemoRequest(
  db: Database,
  mailer: Mailer,
  input: { email: string; preferred_at?: string | undefined; time_zone?: string | undefined },
  /** The language of the page the visitor asked from: their confirmation's, and their trial's. */
  locale: Language,
  now: Date,
): Promise<void> {
  const { email } = input;
  const preferredAt = input.preferred_at ? new Date(input.preferred_at) : null;
  const preferred = preferredAt ? formatInZone(preferredAt, input.time_zone ?? 'UTC') : null;
  await db.transaction(async (tx) => {
    await tx.insert(demoRequests).values({
      email,
      preferredAt,
      timeZone: input.time_zone ?? null,
      language: locale,
      createdAt: now,
    });
    await mailer.queue(tx, {
      to: email,
      ...mailer.templates.in(locale).demoRequestConfirmation(),
    });
    await mailer.queue(tx, {
      to: mailer.staffEmail,
      ...mailer.templates.demoRequestStaff(email, preferred, input.time_zone ?? null),
    });
  });
}

// Word's .doc is an OLE compound file, which file-type names 'cfb'.
const RESUME_KINDS: Record<string, { ext: string; mime: string }> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/x-cfb': { ext: 'doc', mime: 'application/msword' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

export const RESUME_TYPE_MESSAGE = 'The file must be a file of type: pdf, doc, docx.';
export const RESUME_SIZE_MESSAGE = 'The file must not be greater than 5 MB.';

/**
 * A DOCX is a zip. A real résumé holds a few dozen parts and opens to a few megabytes (its
 * photos are already compressed); these bounds leave ample room and refuse archives built to
 * exhaust whoever opens them (decision 008).
 */
export const DOCX_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 50 * 1024 * 1024 };
export const DOCX_MESSAGES = {
  'too-large': 'The file must not expand to more than 50 MB when opened.',
  'too-many-entries': 'The file must not contain more than 1000 parts.',
  unreadable: 'The file is damaged and cannot be opened.',
} as const;

export type ResumeUpload = UploadedFile;

/** What the resume really is, judged by its bytes, or a 422 on `file`. */
export async function checkResume(upload: ResumeUpload) {
  if (upload.buffer.length === 0)
    throw ValidationFailed.field('file', 'The file field must be a file.');
  if (upload.buffer.length > RESUME_MAX_BYTES)
    throw ValidationFailed.field('file', RESUME_SIZE_MESSAGE);
  // Loaded on the first file sent: most requests carry none.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(upload.buffer);
  const kind = detected ? RESUME_KINDS[detected.mime] : undefined;
  if (!kind) throw ValidationFailed.field('file', RESUME_TYPE_MESSAGE);
  if (kind.ext === 'docx') {
    const problem = await checkZip(upload.buffer, DOCX_LIMITS);
    if (problem) throw ValidationFailed.field('file', DOCX_MESSAGES[problem]);
  }
  return kind;
}

/**
 * Stores a job application; the resume goes under the data folder with a random name and is
 * never served publicly. No row without its file, and no file without its row.
 */
export async function createJobApplication(
  db: Database,
  mailer: Mailer,
  uploadsDir: string,
  email: string,
  resume: ResumeUpload | null,
): Promise<void> {
  if (!resume) {
    await db.transaction(async (tx) => {
      await tx.insert(jobApplications).values({ email });
      await mailer.queue(tx, {
        to: mailer.staffEmail,
        ...mailer.templates.jobApplicationStaff(email, null),
      });
    });
    return;
  }
  const kind = await checkResume(resume);
  const dir = path.join(uploadsDir, 'resumes');
  await mkdir(dir, { recursive: true });
  const fileKey = `resumes/${randomBytes(16).toString('hex')}.${kind.ext}`;
  const filePath = path.join(uploadsDir, fileKey);
  await writeFile(filePath, resume.buffer, { flag: 'wx', mode: 0o600 });
  const originalName = path.basename(resume.filename).slice(0, 255) || `resume.${kind.ext}`;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(jobApplications).values({
        email,
        fileKey,
        originalName,
        mimeType: kind.mime,
        sizeBytes: resume.buffer.length,
      });
      await mailer.queue(tx, {
        to: mailer.staffEmail,
        ...mailer.templates.jobApplicationStaff(email, originalName),
        attachments: [{ filename: originalName, key: fileKey }],
      });
    });
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}
