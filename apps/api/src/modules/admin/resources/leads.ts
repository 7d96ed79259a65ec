import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  adminContactMessageSchema,
  adminDemoRequestSchema,
  adminJobApplicationSchema,
  adminLeadUpdateSchema,
  adminNewsletterSchema,
  adminNewsletterUpdateSchema,
  LEAD_STATUSES,
  NEWSLETTER_STATUSES,
  type AdminContactMessage,
  type AdminDemoRequest,
  type AdminJobApplication,
  type AdminNewsletterSubscriber,
  type AuditEntity,
  type LEAD_RESOURCES,
  type TrialState,
} from '@iqra/contracts';
import {
  contactMessages,
  demoRequests,
  jobApplications,
  newsletterSubscribers,
} from '../../../db/schema.ts';
import {
  defineResource,
  type Id,
  type ResourceDefinition,
  type Tx,
} from '../resource/definition.ts';
import { enumFilter } from '../resource/filters.ts';
import { listAndGet } from '../resource/list-page.ts';
import { deleteRow, updateRow } from '../resource/writes.ts';

export type LeadResourceName = (typeof LEAD_RESOURCES)[number];

/** A column of a leads list's CSV export: its header and what a row puts under it. */
export interface ExportColumn<Row> {
  header: string;
  value(row: Row): unknown;
}

/** A leads list: its resource, and the columns its CSV export has. */
export interface LeadList<Row> {
  resource: ResourceDefinition<Row>;
  columns: ExportColumn<Row>[];
}

type LeadTable =
  | typeof demoRequests
  | typeof jobApplications
  | typeof contactMessages
  | typeof newsletterSubscribers;

/**
 * What every leads list shares: found by id, newest first, sortable by date, e-mail and
 * status, filtered by status, followed up with a status and notes, deleted outright.
 */
function leadResource<Q extends PgSelect, Row>(lead: {
  name: LeadResourceName;
  label: { one: string; many: string };
  schema: z.ZodType<Row>;
  entity: AuditEntity;
  table: LeadTable;
  statuses: readonly string[];
  query: (db: Tx) => Q;
  toRow: (row: Awaited<Q>[number]) => Row;
  search: AnyColumn[];
}) {
  const { table } = lead;
  return defineResource({
    name: lead.name,
    label: lead.label,
    schema: lead.schema,
    entity: lead.entity,
    ...listAndGet(
      lead.query,
      {
        search: lead.search,
        idColumn: table.id,
        sorts: { created_at: table.createdAt, email: table.email, status: table.status },
        defaultSort: '-created_at',
        filters: { status: enumFilter(lead.statuses, table.status) },
      },
      lead.toRow,
    ),
    update: {
      schema: adminLeadUpdateSchema,
      run: (tx, id, input) => updateRow(tx, table, id, input),
    },
    remove: (tx: Tx, id: Id): Promise<unknown> => deleteRow(tx, table, id),
  });
}

/** The columns every lead is selected with. */
const leadColumns = (
  table: typeof demoRequests | typeof jobApplications | typeof contactMessages,
) => ({
  id: table.id,
  email: table.email,
  status: table.status,
  notes: table.notes,
  createdAt: table.createdAt,
});

/** A row with its creation time as the API writes times. */
const withCreatedAt = <T extends { createdAt: Date }>({ createdAt, ...row }: T) => ({
  ...row,
  created_at: createdAt.toISOString(),
});

// ---------- demo requests ----------

// The request's latest trial class, and whether the family has subscribed since (an account
// with the request's address holds a subscription). Full names: inside a subquery Drizzle
// would print the outer columns bare.
const latestTrial = sql<TrialRow | null>`(select json_build_object('class_id', c.id, 'starts_at', c.starts_at, 'status', c.status, 'attendance', c.attendance, 'tutor', u.first_name || ' ' || u.last_name) from classes c left join users u on u.id = c.tutor_id where c.demo_request_id = demo_requests.id order by c.starts_at desc limit 1)`;
const enrolled = sql<boolean>`exists (select 1 from users u join subscriptions s on s.user_id = u.id where lower(u.email) = lower(demo_requests.email))`;
interface TrialRow {
  class_id: number;
  starts_at: string;
  status: string;
  attendance: string | null;
  tutor: string | null;
}

function trialOf(trial: TrialRow | null, isEnrolled: boolean): AdminDemoRequest['trial'] {
  if (!trial) return null;
  const state: TrialState = isEnrolled
    ? 'enrolled'
    : trial.status === 'cancelled'
      ? 'cancelled'
      : trial.attendance === 'present' || trial.attendance === 'late'
        ? 'attended'
        : trial.attendance === 'absent'
          ? 'no_show'
          : 'booked';
  return {
    class_id: trial.class_id,
    starts_at: new Date(trial.starts_at).toISOString(),
    tutor: trial.tutor ?? '',
    state,
  };
}

const demoQuery = (db: Tx) =>
  db
    .select({
      ...leadColumns(demoRequests),
      preferredAt: demoRequests.preferredAt,
      timeZone: demoRequests.timeZone,
      trial: latestTrial,
      enrolled,
    })
    .from(demoRequests)
    .$dynamic();

export const demoRequestsResource = leadResource({
  name: 'demo-requests',
  label: { one: 'a demo request', many: 'demo requests' },
  schema: adminDemoRequestSchema,
  entity: 'demo_requests',
  table: demoRequests,
  statuses: LEAD_STATUSES,
  query: demoQuery,
  toRow: ({ preferredAt, timeZone, trial, enrolled: isEnrolled, ...row }): AdminDemoRequest => ({
    ...withCreatedAt(row),
    preferred_at: preferredAt?.toISOString() ?? null,
    time_zone: timeZone,
    trial: trialOf(trial, isEnrolled),
  }),
  search: [demoRequests.email, demoRequests.notes],
});

// ---------- job applications ----------

const jobQuery = (db: Tx) =>
  db
    .select({
      ...leadColumns(jobApplications),
      fileKey: jobApplications.fileKey,
      originalName: jobApplications.originalName,
      mimeType: jobApplications.mimeType,
      sizeBytes: jobApplications.sizeBytes,
    })
    .from(jobApplications)
    .$dynamic();

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

/** Keys are ours (`resumes/<random>.<ext>`); anything else names no file. */
export function resumePath(uploadsDir: string, fileKey: string): string {
  if (!/^resumes\/[a-f0-9]{32}\.(pdf|doc|docx)$/.test(fileKey)) {
    return path.join(uploadsDir, 'resumes', 'missing');
  }
  return path.join(uploadsDir, fileKey);
}

export function jobApplicationsResource(uploadsDir: string) {
  return defineResource({
    ...leadResource({
      name: 'job-applications',
      label: { one: 'a job application', many: 'job applications' },
      schema: adminJobApplicationSchema,
      entity: 'job_applications',
      table: jobApplications,
      statuses: LEAD_STATUSES,
      query: jobQuery,
      toRow: toJobApplication,
      search: [jobApplications.email, jobApplications.notes, jobApplications.originalName],
    }),
    async remove(tx, id) {
      const [row] = await tx
        .delete(jobApplications)
        .where(eq(jobApplications.id, Number(id)))
        .returning({ fileKey: jobApplications.fileKey });
      // The resume goes with its application: a person's CV is not kept without a reason.
      const fileKey = row?.fileKey;
      if (fileKey) return () => rm(resumePath(uploadsDir, fileKey), { force: true });
    },
  });
}

// ---------- contact messages ----------

const contactQuery = (db: Tx) =>
  db
    .select({
      ...leadColumns(contactMessages),
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      phone_prefix: contactMessages.phonePrefix,
      phone: contactMessages.phone,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .$dynamic();

export const contactMessagesResource = leadResource({
  name: 'contact-messages',
  label: { one: 'a contact message', many: 'contact messages' },
  schema: adminContactMessageSchema,
  entity: 'contact_messages',
  table: contactMessages,
  statuses: LEAD_STATUSES,
  query: contactQuery,
  toRow: (row): AdminContactMessage => withCreatedAt(row),
  search: [
    contactMessages.email,
    contactMessages.firstName,
    contactMessages.lastName,
    contactMessages.message,
    contactMessages.notes,
  ],
});

// ---------- newsletter subscribers ----------

const newsletterQuery = (db: Tx) =>
  db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .$dynamic();

export const newsletterResource = defineResource({
  ...leadResource({
    name: 'newsletter-subscribers',
    label: { one: 'a newsletter subscriber', many: 'newsletter subscribers' },
    schema: adminNewsletterSchema,
    entity: 'newsletter_subscribers',
    table: newsletterSubscribers,
    statuses: NEWSLETTER_STATUSES,
    query: newsletterQuery,
    toRow: ({ confirmedAt, ...row }): AdminNewsletterSubscriber => ({
      ...withCreatedAt(row),
      confirmed_at: confirmedAt?.toISOString() ?? null,
    }),
    search: [newsletterSubscribers.email],
  }),
  // Staff only unsubscribe an address; its confirmation link stops working.
  update: {
    schema: adminNewsletterUpdateSchema,
    async run(tx, id, input) {
      await tx
        .update(newsletterSubscribers)
        .set({ status: input.status, tokenSha256: null })
        .where(eq(newsletterSubscribers.id, Number(id)));
    },
  },
});

// ---------- what their CSV exports hold ----------

const common = {
  id: { header: 'id', value: (row: { id: number }) => row.id },
  email: { header: 'email', value: (row: { email: string }) => row.email },
  status: { header: 'status', value: (row: { status: string }) => row.status },
  notes: { header: 'notes', value: (row: { notes: string }) => row.notes },
  created: { header: 'created_at', value: (row: { created_at: string }) => row.created_at },
};

/** Every leads list with its export columns, by its name in the path. */
export function leadLists(uploadsDir: string): Record<LeadResourceName, LeadList<unknown>> {
  const lists: { [Name in LeadResourceName]: LeadList<unknown> } = {
    'demo-requests': {
      resource: demoRequestsResource,
      columns: [common.id, common.email, common.status, common.notes, common.created],
    } satisfies LeadList<AdminDemoRequest>,
    'job-applications': {
      resource: jobApplicationsResource(uploadsDir),
      columns: [
        common.id,
        common.email,
        { header: 'resume', value: (row) => row.resume?.name ?? '' },
        common.status,
        common.notes,
        common.created,
      ],
    } satisfies LeadList<AdminJobApplication>,
    'contact-messages': {
      resource: contactMessagesResource,
      columns: [
        common.id,
        { header: 'first_name', value: (row) => row.firstName },
        { header: 'last_name', value: (row) => row.lastName },
        common.email,
        { header: 'phone', value: (row) => `${row.phone_prefix} ${row.phone}` },
        { header: 'message', value: (row) => row.message },
        common.status,
        common.notes,
        common.created,
      ],
    } satisfies LeadList<AdminContactMessage>,
    'newsletter-subscribers': {
      resource: newsletterResource,
      columns: [
        common.id,
        common.email,
        common.status,
        { header: 'confirmed_at', value: (row) => row.confirmed_at ?? '' },
        common.created,
      ],
    } satisfies LeadList<AdminNewsletterSubscriber>,
  };
  return lists;
}
