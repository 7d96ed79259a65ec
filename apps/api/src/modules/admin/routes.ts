import { adminSchoolCalendarRoutes } from './school-calendar-routes.ts';
import { adminCertificateRoutes } from '../certificates/index.ts';
import { adminReportRoutes } from '../reports/index.ts';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { adminOutboxSchema, messageSchema, one, RESUME_TYPES } from '@iqra/contracts';
import { NotFound } from '../../lib/errors.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import type { AnyResource } from './resource/definition.ts';
import { parseListParams } from './resource/list-params.ts';
import { actorOf, listQueryOf, registerResourceRoutes } from './resource-routes.ts';
import { adminFamilyRoutes } from './family-routes.ts';
import { adminPayRoutes } from '../pay/index.ts';
import { adminPaymentRoutes } from '../payments/index.ts';
import { adminSchoolSettingsRoutes } from './school-settings-routes.ts';
import { adminPauseRoutes } from './pause-routes.ts';
import { adminTeachingRoutes } from './teaching-routes.ts';
import { adminLeaveRoutes } from '../teaching/index.ts';
import { adminSeasonRoutes } from './season-routes.ts';
import {
  categoriesResource,
  productsResource,
  tierGroupsResource,
  tiersResource,
} from './resources/catalog.ts';
import {
  bookMediaResource,
  booksResource,
  faqsResource,
  pagesResource,
  testimonialsResource,
} from './resources/content.ts';
import { familiesResource } from './resources/families.ts';
import { leadLists } from './resources/leads.ts';
import { auditLogResource, outboxResource, paymentsResource } from './resources/records.ts';
import { schedulesResource } from './resources/schedules.ts';
import { subscriptionsResource } from './resources/subscriptions.ts';
import { syllabusItemsResource } from './resources/syllabus.ts';
import { makeupCreditsResource } from './resources/makeup-credits.ts';
import { tutorsResource } from './resources/tutors.ts';
import { usersResource } from './resources/users.ts';
import { exportLeadsCsv } from './services/export-leads-csv.ts';
import { getResumeFile } from './services/get-resume-file.ts';
import { retryMail } from './services/retry-mail.ts';

const resumeDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: "Download a job application's resume",
  description:
    'The file as the applicant sent it (PDF, DOC or DOCX), as an attachment named `resume-<id>.<ext>`. 404 when the application has no resume, or its file is gone.',
  params: idParams,
  answers: { 200: ['The resume.', RESUME_TYPES] },
});

const retryDoc = routeDoc({
  tag: 'admin',
  caller: 'admin',
  summary: 'Send a mail again',
  description: 'Puts a pending or failed mail back in the queue, its attempts counted afresh.',
  params: idParams,
  answers: {
    200: ['Queued again.', one(adminOutboxSchema)],
    409: ['This mail has already been sent.', messageSchema],
  },
});

/** The CSV export of a leads list: the list's search, sort and filters, every page. */
const exportDoc = (resource: AnyResource) =>
  routeDoc({
    tag: 'admin',
    caller: 'admin',
    summary: `Export ${resource.label.many} as CSV`,
    description:
      'Every row the list would show with the same `q`, `sort` and filters (paging aside), as a spreadsheet download with a header line.',
    query: listQueryOf(resource),
    answers: { 200: ['The CSV file.', 'text/csv'] },
  });

/**
 * The staff back office: every route here answers only an admin (401 without a token,
 * 403 for a learner), and every change is audited in its own transaction.
 */
export async function adminRoutes(app: FastifyInstance) {
  // Encapsulated (not fastify-plugin): this hook guards the routes below and nothing else.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await app.requireAdmin(request);
  });

  const leads = leadLists(app.uploadsDir);

  // Static paths before `/:id` ones is not needed (the router prefers static segments),
  // but keeping the extra routes next to their resource reads better.
  for (const [name, lead] of Object.entries(leads)) {
    const schema = exportDoc(lead.resource);
    app.get(`/api/admin/${name}/export`, { schema }, async (request, reply) => {
      const now = app.clock.now();
      const csv = await exportLeadsCsv(app.db, lead, parseListParams(request.query, now));
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${name}-${day}.csv`))
        .send(csv);
    });
  }

  app.get(
    '/api/admin/job-applications/:id/resume',
    { schema: resumeDoc },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id, 'int');
      const file = await getResumeFile(app.db, app.uploadsDir, id);
      const size = file && (await stat(file.path).catch(() => null))?.size;
      if (!file || !size) throw new NotFound();
      return reply
        .type(file.type)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file.path));
    },
  );

  app.post('/api/admin/outbox/:id/retry', { schema: retryDoc }, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'int');
    const data = await retryMail(app.db, actorOf(request), id);
    app.mailer.flushSoon();
    return { data };
  });

  const resources: AnyResource[] = [
    categoriesResource,
    productsResource,
    tierGroupsResource,
    tiersResource,
    booksResource,
    bookMediaResource,
    syllabusItemsResource,
    testimonialsResource,
    faqsResource,
    pagesResource,
    usersResource,
    familiesResource,
    subscriptionsResource,
    schedulesResource,
    tutorsResource,
    makeupCreditsResource,
    paymentsResource,
    ...Object.values(leads).map((lead) => lead.resource),
    outboxResource,
    auditLogResource,
  ];
  for (const resource of resources) registerResourceRoutes(app, resource);
  await adminFamilyRoutes(app);
  await adminCertificateRoutes(app);
  await adminTeachingRoutes(app);
  await adminSchoolCalendarRoutes(app);
  await adminLeaveRoutes(app);
  await adminSeasonRoutes(app);
  await adminSchoolSettingsRoutes(app);
  await adminPauseRoutes(app);
  await adminPayRoutes(app);
  await adminPaymentRoutes(app);
  await adminReportRoutes(app);
}
