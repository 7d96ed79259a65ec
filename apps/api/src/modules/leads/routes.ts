import type { FastifyInstance } from 'fastify';
import {
  demoRequestSchema,
  jobRequestSchema,
  RESUME_MAX_BYTES,
  type MessageResponse,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { readFileForm } from '../../lib/multipart-form.ts';
import { createDemoRequest, createJobApplication, RESUME_SIZE_MESSAGE } from './service.ts';

export async function leadsRoutes(app: FastifyInstance) {
  const leadsLimit = app.limitAttempts({
    name: 'leads',
    max: app.limits.leadsPerIp,
    timeWindow: '15 minutes',
  });

  app.post('/api/request-demo', { preHandler: leadsLimit }, async (request, reply) => {
    const input = parseInput(demoRequestSchema, request.body);
    await createDemoRequest(app.db, app.mailer, input);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: 'Your demo request has been received.' };
    return reply.status(201).send(answer);
  });

  app.post('/api/request-job', { preHandler: leadsLimit }, async (request, reply) => {
    const { fields, file } = await readFileForm(request, {
      maxFileBytes: RESUME_MAX_BYTES,
      tooLargeMessage: RESUME_SIZE_MESSAGE,
    });
    const { email } = parseInput(jobRequestSchema, fields);
    await createJobApplication(app.db, app.mailer, app.uploadsDir, email, file);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: 'Your request has been sent successfully!' };
    return reply.status(201).send(answer);
  });
}
