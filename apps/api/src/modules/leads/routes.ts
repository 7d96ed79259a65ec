import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  demoRequestSchema,
  jobRequestSchema,
  MESSAGES,
  RESUME_MAX_BYTES,
  type MessageResponse,
} from '@iqra/contracts';
import { HttpError, parseInput, ValidationFailed } from '../../lib/errors.ts';
import {
  createDemoRequest,
  createJobApplication,
  RESUME_SIZE_MESSAGE,
  type ResumeUpload,
} from './service.ts';

// A body this far past the resume limit is refused before it is read.
const JOB_BODY_LIMIT = RESUME_MAX_BYTES * 2;

export async function leadsRoutes(app: FastifyInstance) {
  const leadsLimit = app.limitAttempts({ max: app.limits.leadsPerIp, timeWindow: '15 minutes' });

  app.post('/api/request-demo', { preHandler: leadsLimit }, async (request, reply) => {
    const { email } = parseInput(demoRequestSchema, request.body);
    await createDemoRequest(app.db, app.mailer, email);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: 'Your demo request has been received.' };
    return reply.status(201).send(answer);
  });

  app.post('/api/request-job', { preHandler: leadsLimit }, async (request, reply) => {
    if (Number(request.headers['content-length'] ?? 0) > JOB_BODY_LIMIT) {
      throw new HttpError(413, 'The request is too large.');
    }
    if (!request.isMultipart()) throw new HttpError(415, 'Unsupported content type.');
    const { fields, resume } = await readJobForm(request).catch((error: unknown) => {
      // A body the multipart parser cannot read is the sender's fault, not ours.
      if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, MESSAGES.badRequest);
    });
    const { email } = parseInput(jobRequestSchema, fields);
    await createJobApplication(app.db, app.mailer, app.uploadsDir, email, resume);
    app.mailer.flushSoon();
    const answer: MessageResponse = { message: 'Your request has been sent successfully!' };
    return reply.status(201).send(answer);
  });
}

/** Reads the job form's fields and its one `file` part (at most 5 MB, else 422 on file). */
async function readJobForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let resume: ResumeUpload | null = null;
  for await (const part of request.parts({
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const buffer = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw ValidationFailed.field('file', RESUME_SIZE_MESSAGE);
        }
        throw error;
      });
      // An empty file input is sent as a part with no name and no bytes: no resume.
      if (buffer.length > 0 || part.filename) resume = { buffer, filename: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, resume };
}
