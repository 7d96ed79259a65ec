import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { adminScheduleSeriesSchema, type LEAD_RESOURCES } from '@iqra/contracts';
import { NotFound, parseInput } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  categoriesResource,
  productsResource,
  tierGroupsResource,
  tiersResource,
} from './catalog.ts';
import {
  bookMediaResource,
  booksResource,
  faqsResource,
  pagesResource,
  testimonialsResource,
} from './content.ts';
import {
  contactMessagesResource,
  demoRequestsResource,
  EXPORT_COLUMNS,
  exportCsv,
  getResumeFile,
  jobApplicationsResource,
  newsletterResource,
} from './leads.ts';
import {
  createScheduleSeries,
  schedulesResource,
  subscriptionsResource,
  usersResource,
} from './learners.ts';
import { auditLogResource, outboxResource, paymentsResource, retryMail } from './records.ts';
import { parseId } from '../../lib/params.ts';
import { parseListParams, registerResource, type ResourceDefinition } from './resource.ts';

const actorOf = (request: FastifyRequest) => ({ userId: requireAuth(request).user.id });

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

  const jobApplications = jobApplicationsResource(app.uploadsDir);
  const leads: Record<(typeof LEAD_RESOURCES)[number], ResourceDefinition<never>> = {
    'demo-requests': demoRequestsResource as ResourceDefinition<never>,
    'job-applications': jobApplications as ResourceDefinition<never>,
    'contact-messages': contactMessagesResource as ResourceDefinition<never>,
    'newsletter-subscribers': newsletterResource as ResourceDefinition<never>,
  };

  // Static paths before `/:id` ones is not needed (the router prefers static segments),
  // but keeping the extra routes next to their resource reads better.
  for (const [name, resource] of Object.entries(leads)) {
    app.get(`/api/admin/${name}/export`, async (request, reply) => {
      const columns = EXPORT_COLUMNS[name as keyof typeof EXPORT_COLUMNS] as never;
      const csv = await exportCsv(app.db, resource, parseListParams(request.query), columns);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${name}-${day}.csv`))
        .send(csv);
    });
  }

  app.get('/api/admin/job-applications/:id/resume', async (request, reply) => {
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
  });

  app.post('/api/admin/schedules/series', async (request, reply) => {
    const series = parseInput(adminScheduleSeriesSchema, request.body);
    const data = await createScheduleSeries(app.db, actorOf(request), series);
    return reply.status(201).send({ data });
  });

  app.post('/api/admin/outbox/:id/retry', async (request) => {
    const id = parseId((request.params as { id: string }).id, 'int');
    const data = await retryMail(app.db, actorOf(request), id);
    app.mailer.flushSoon();
    return { data };
  });

  const resources: ResourceDefinition<never>[] = [
    categoriesResource,
    productsResource,
    tierGroupsResource,
    tiersResource,
    booksResource,
    bookMediaResource,
    testimonialsResource,
    faqsResource,
    pagesResource,
    usersResource,
    subscriptionsResource,
    schedulesResource,
    paymentsResource,
    ...Object.values(leads),
    outboxResource,
    auditLogResource,
  ] as ResourceDefinition<never>[];
  for (const resource of resources) registerResource(app, resource);
}
