import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasUnstorableCharacters, MESSAGES, unstorableMessage } from '@iqra/contracts';
import { HttpError, ValidationFailed } from './errors.ts';

/**
 * Lets the routes of `app`'s scope, and only those, read multipart forms: the parser's hooks
 * (a listener and two promises per request) stay off every other route. Elsewhere a multipart
 * body is refused with 415.
 */
export async function acceptFileForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
}

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

/**
 * Reads a form with one file (job application, staff image): its text fields and the bytes
 * of the part named `file`. A body far past the limit is refused before it is read (413),
 * a file over the limit is a 422 on `file`, and a body the parser cannot read is a 400.
 */
export async function readFileForm(
  request: FastifyRequest,
  { maxFileBytes, tooLargeMessage }: { maxFileBytes: number; tooLargeMessage: string },
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (Number(request.headers['content-length'] ?? 0) > maxFileBytes * 2) {
    throw new HttpError(413, MESSAGES.tooLarge);
  }
  if (!request.isMultipart()) throw new HttpError(415, 'Unsupported content type.');
  try {
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    for await (const part of request.parts({
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const buffer = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw ValidationFailed.field('file', tooLargeMessage);
          }
          throw error;
        });
        if (hasUnstorableCharacters(part.filename)) {
          throw ValidationFailed.field(
            'file',
            'The file name contains characters that are not allowed.',
          );
        }
        // An empty file input is sent as a part with no name and no bytes: no file.
        if (buffer.length > 0 || part.filename) file = { buffer, filename: part.filename };
      } else if (typeof part.value === 'string') {
        // Only fields the routes know are ever read, by name; their values must be storable.
        if (hasUnstorableCharacters(part.value)) {
          throw ValidationFailed.field(part.fieldname, unstorableMessage(part.fieldname));
        }
        fields[part.fieldname] = part.value;
      }
    }
    return { fields, file };
  } catch (error) {
    // A body the multipart parser cannot read is the sender's fault, not ours.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, MESSAGES.badRequest);
  }
}
