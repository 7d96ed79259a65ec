import { eq } from 'drizzle-orm';
import path from 'node:path';
import type { Database } from '../../../db/client.ts';
import { jobApplications } from '../../../db/schema.ts';
import { resumePath } from '../resources/leads.ts';

/** Where a job application's resume is kept, if it has one (never a public path). */
export async function getResumeFile(db: Database, uploadsDir: string, id: number) {
  const [row] = await db
    .select({ fileKey: jobApplications.fileKey, mimeType: jobApplications.mimeType })
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row?.fileKey) return null;
  // Downloaded under a name we make from the detected type (the key's extension), never the
  // applicant's: a PDF sent as "cv.exe" or "resume.html" must not be saved as one.
  return {
    path: resumePath(uploadsDir, row.fileKey),
    name: `resume-${id}${path.extname(row.fileKey)}`,
    type: row.mimeType ?? 'application/octet-stream',
  };
}
