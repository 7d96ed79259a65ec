import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  demoRequestSchema,
  jobRequestSchema,
  messageSchema,
  RESUME_MAX_BYTES,
  type MessageResponse,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { acceptFileForms, readFileForm } from '../../lib/multipart-form.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { createDemoRequest, createJobApplication, RESUME_SIZE_MESSAGE } from './service.ts';

export async function leadsRoutes(app: FastifyInstance) {
  await acceptFileForms(app);
  const leadsLimit = app.limitAttempts({
    name: 'leads',
    max: app.limits.leadsPerIp,
    timeWindow: '15 minutes',
  });

  const demoDoc = routeDoc({
    tag: 'leads',
    summary: 'Ask for a free trial class',
    description:
      'The visitor is mailed a confirmation and staff are told, with the preferred time on the given clock.',
    body: demoRequestSchema,
    limited: true,
    answers: { 201: ['The request is recorded.', messageSchema] },
  });
  app.post(
    '/api/request-demo',
    { preHandler: leadsLimit, schema: demoDoc },
    async (request, reply) => {
      const input = parseInput(demoRequestSchema, request.body);
      await createDemoRequest(app.db, app.mailer, input, request.locale, app.clock.now());
      app.mailer.flushSoon();
      const answer: MessageResponse = { message: 'Your demo request has been received.' };
      return reply.status(201).send(answer);
    },
  );

  const jobDoc = routeDoc({
    tag: 'leads',
    summary: 'Apply for a teaching job',
    description:
      'A multipart form: the e-mail and, optionally, a resume (PDF, DOC or DOCX judged by its bytes, at most 5 MB). Staff are mailed the application with the resume attached; the file is never served publicly.',
    form: jobRequestSchema.extend({
      file: z
        .string()
        .meta({ format: 'binary', description: 'The resume: PDF, DOC or DOCX, at most 5 MB.' })
        .optional(),
    }),
    limited: true,
    answers: {
      201: ['The application is recorded.', messageSchema],
    },
  });
  app.post(
    '/api/request-job',
    { preHandler: leadsLimit, schema: jobDoc },
    async (request, reply) => {
      const { fields, file } = await readFileForm(request, {
        maxFileBytes: RESUME_MAX_BYTES,
        tooLargeMessage: RESUME_SIZE_MESSAGE,
      });
      const { email } = parseInput(jobRequestSchema, fields);
      await createJobApplication(app.db, app.mailer, app.uploadsDir, email, file);
      app.mailer.flushSoon();
      const answer: MessageResponse = { message: 'Your request has been sent successfully!' };
      return reply.status(201).send(answer);
    },
  );
}
