import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  adminLeadUpdateSchema,
  adminNewsletterUpdateSchema,
  LEAD_STATUSES,
  NEWSLETTER_STATUSES,
  type AdminContactMessage,
  type AdminDemoRequest,
  type AdminJobApplication,
  type AdminNewsletterSubscriber,
} from '@iqra/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  contactMessages,
  demoRequests,
  jobApplications,
  newsletterSubscribers,
} from '../../db/schema.ts';
import {
  enumFilter,
  deleteRow,
  getOne,
  listPage,
  updateRow,
  type ListParams,
  type ResourceDefinition,
  type Tx,
} from './resource.ts';

type LeadUpdate = z.output<typeof adminLeadUpdateSchema>;
const leadSorts = (
  table: typeof demoRequests | typeof jobApplications | typeof contactMessages,
) => ({
  created_at: table.createdAt,
  email: table.email,
  status: table.status,
});

// ---------- demo requests ----------

function demoQuery(db: Tx) {
  return db
    .select({
      id: demoRequests.id,
      email: demoRequests.email,
      status: demoRequests.status,
      notes: demoRequests.notes,
      createdAt: demoRequests.createdAt,
    })
    .from(demoRequests)
    .$dynamic();
}
const toDemoRequest = ({
  createdAt,
  ...row
}: Awaited<ReturnType<typeof demoQuery>>[number]): AdminDemoRequest => ({
  ...row,
  created_at: createdAt.toISOString(),
});

export const demoRequestsResource: ResourceDefinition<AdminDemoRequest> = {
  name: 'demo-requests',
  entity: 'demo_requests',
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => demoQuery(db),
        search: [demoRequests.email, demoRequests.notes],
        idColumn: demoRequests.id,
        sorts: leadSorts(demoRequests),
        defaultSort: '-created_at',
        filters: {
          status: enumFilter(LEAD_STATUSES, demoRequests.status),
        },
      },
      toDemoRequest,
    ),
  get: (db, id) => getOne(demoQuery(db), demoRequests.id, id, toDemoRequest),
  update: {
    schema: adminLeadUpdateSchema,
    async run(tx, id, input: LeadUpdate) {
      await updateRow(tx, demoRequests, id, input);
    },
  },
  async remove(tx, id) {
    await deleteRow(tx, demoRequests, id);
  },
};

// ---------- job applications ----------

function jobQuery(db: Tx) {
  return db
    .select({
      id: jobApplications.id,
      email: jobApplications.email,
      status: jobApplications.status,
      notes: jobApplications.notes,
      fileKey: jobApplications.fileKey,
      originalName: jobApplications.originalName,
      mimeType: jobApplications.mimeType,
      sizeBytes: jobApplications.sizeBytes,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .$dynamic();
}
const toJobApplication = (
  row: Awaited<ReturnType<typeof jobQuery>>[number],
): AdminJobApplication => ({
  id: row.id,
  email: row.email,
  status: row.status,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  resume: row.fileKey
    ? {
        name: row.originalName ?? 'resume',
        type: row.mimeType ?? 'application/octet-stream',
        size: row.sizeBytes ?? 0,
        url: `/api/admin/job-applications/${row.id}/resume`,
      }
    : null,
});

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

/** Keys are ours (`resumes/<random>.<ext>`); anything else names no file. */
function resumePath(uploadsDir: string, fileKey: string): string {
  if (!/^resumes\/[a-f0-9]{32}\.(pdf|doc|docx)$/.test(fileKey)) {
    return path.join(uploadsDir, 'resumes', 'missing');
  }
  return path.join(uploadsDir, fileKey);
}

export function jobApplicationsResource(
  uploadsDir: string,
): ResourceDefinition<AdminJobApplication> {
  return {
    name: 'job-applications',
    entity: 'job_applications',
    list: (db, params) =>
      listPage(
        db,
        params,
        {
          query: () => jobQuery(db),
          search: [jobApplications.email, jobApplications.notes, jobApplications.originalName],
          idColumn: jobApplications.id,
          sorts: leadSorts(jobApplications),
          defaultSort: '-created_at',
          filters: {
            status: enumFilter(LEAD_STATUSES, jobApplications.status),
          },
        },
        toJobApplication,
      ),
    get: (db, id) => getOne(jobQuery(db), jobApplications.id, id, toJobApplication),
    update: {
      schema: adminLeadUpdateSchema,
      async run(tx, id, input: LeadUpdate) {
        await updateRow(tx, jobApplications, id, input);
      },
    },
    async remove(tx, id) {
      const [row] = await tx
        .delete(jobApplications)
        .where(eq(jobApplications.id, Number(id)))
        .returning({ fileKey: jobApplications.fileKey });
      // The resume goes with its application: a person's CV is not kept without a reason.
      const fileKey = row?.fileKey;
      if (fileKey) return () => rm(resumePath(uploadsDir, fileKey), { force: true });
    },
  };
}

// ---------- contact messages ----------

function contactQuery(db: Tx) {
  return db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      status: contactMessages.status,
      notes: contactMessages.notes,
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      phone_prefix: contactMessages.phonePrefix,
      phone: contactMessages.phone,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .$dynamic();
}
const toContactMessage = ({
  createdAt,
  ...row
}: Awaited<ReturnType<typeof contactQuery>>[number]): AdminContactMessage => ({
  ...row,
  created_at: createdAt.toISOString(),
});

export const contactMessagesResource: ResourceDefinition<AdminContactMessage> = {
  name: 'contact-messages',
  entity: 'contact_messages',
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => contactQuery(db),
        search: [
          contactMessages.email,
          contactMessages.firstName,
          contactMessages.lastName,
          contactMessages.message,
          contactMessages.notes,
        ],
        idColumn: contactMessages.id,
        sorts: leadSorts(contactMessages),
        defaultSort: '-created_at',
        filters: {
          status: enumFilter(LEAD_STATUSES, contactMessages.status),
        },
      },
      toContactMessage,
    ),
  get: (db, id) => getOne(contactQuery(db), contactMessages.id, id, toContactMessage),
  update: {
    schema: adminLeadUpdateSchema,
    async run(tx, id, input: LeadUpdate) {
      await updateRow(tx, contactMessages, id, input);
    },
  },
  async remove(tx, id) {
    await deleteRow(tx, contactMessages, id);
  },
};

// ---------- newsletter subscribers ----------

function newsletterQuery(db: Tx) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .$dynamic();
}
const toSubscriber = ({
  createdAt,
  confirmedAt,
  ...row
}: Awaited<ReturnType<typeof newsletterQuery>>[number]): AdminNewsletterSubscriber => ({
  ...row,
  created_at: createdAt.toISOString(),
  confirmed_at: confirmedAt?.toISOString() ?? null,
});

export const newsletterResource: ResourceDefinition<AdminNewsletterSubscriber> = {
  name: 'newsletter-subscribers',
  entity: 'newsletter_subscribers',
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => newsletterQuery(db),
        search: [newsletterSubscribers.email],
        idColumn: newsletterSubscribers.id,
        sorts: {
          created_at: newsletterSubscribers.createdAt,
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
        },
        defaultSort: '-created_at',
        filters: {
          status: enumFilter(NEWSLETTER_STATUSES, newsletterSubscribers.status),
        },
      },
      toSubscriber,
    ),
  get: (db, id) => getOne(newsletterQuery(db), newsletterSubscribers.id, id, toSubscriber),
  update: {
    schema: adminNewsletterUpdateSchema,
    async run(tx, id, input: z.output<typeof adminNewsletterUpdateSchema>) {
      await tx
        .update(newsletterSubscribers)
        .set({ status: input.status, tokenSha256: null })
        .where(eq(newsletterSubscribers.id, Number(id)));
    },
  },
  async remove(tx, id) {
    await deleteRow(tx, newsletterSubscribers, id);
  },
};

// ---------- CSV export of the leads lists ----------

const EXPORT_LIMIT = 50_000;

/** A spreadsheet must not run what a visitor typed: cells that start a formula are quoted. */
function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every row matching the list's search and filters, as CSV with a header line. */
export async function exportCsv<Row>(
  db: Database,
  resource: ResourceDefinition<Row>,
  params: ListParams,
  columns: { header: string; value: (row: Row) => unknown }[],
): Promise<string> {
  const { rows } = await resource.list(db, { ...params, page: 1, perPage: EXPORT_LIMIT });
  return stringify([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => safeCell(column.value(row)))),
  ]);
}

const leadColumns = {
  id: { header: 'id', value: (row: { id: number }) => row.id },
  email: { header: 'email', value: (row: { email: string }) => row.email },
  status: { header: 'status', value: (row: { status: string }) => row.status },
  notes: { header: 'notes', value: (row: { notes: string }) => row.notes },
  created: { header: 'created_at', value: (row: { created_at: string }) => row.created_at },
};

export const EXPORT_COLUMNS = {
  'demo-requests': [
    leadColumns.id,
    leadColumns.email,
    leadColumns.status,
    leadColumns.notes,
    leadColumns.created,
  ],
  'job-applications': [
    leadColumns.id,
    leadColumns.email,
    {
      header: 'resume',
      value: (row: AdminJobApplication) => row.resume?.name ?? '',
    },
    leadColumns.status,
    leadColumns.notes,
    leadColumns.created,
  ],
  'contact-messages': [
    leadColumns.id,
    { header: 'first_name', value: (row: AdminContactMessage) => row.firstName },
    { header: 'last_name', value: (row: AdminContactMessage) => row.lastName },
    leadColumns.email,
    {
      header: 'phone',
      value: (row: AdminContactMessage) => `${row.phone_prefix} ${row.phone}`,
    },
    { header: 'message', value: (row: AdminContactMessage) => row.message },
    leadColumns.status,
    leadColumns.notes,
    leadColumns.created,
  ],
  'newsletter-subscribers': [
    leadColumns.id,
    leadColumns.email,
    leadColumns.status,
    {
      header: 'confirmed_at',
      value: (row: AdminNewsletterSubscriber) => row.confirmed_at ?? '',
    },
    leadColumns.created,
  ],
} as const;
