import type { FastifyInstance } from 'fastify';
import { BOOKS_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { parseId } from '../../lib/params.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getBookById, listBooks, listUserBooks } from './service.ts';

export async function booksRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/api/books', (request, reply) =>
    sendCachedData(request, reply, `${BOOKS_CACHE}list`, () => listBooks(db)),
  );

  app.get<{ Params: { id: string } }>('/api/books/:id', (request, reply) => {
    const id = parseId(request.params.id, 'int');
    return sendCachedData(request, reply, `${BOOKS_CACHE}${id}`, () => getBookById(db, id));
  });

  app.get('/api/my-books', { preHandler: app.authenticate }, async (request) => ({
    data: await listUserBooks(db, requireAuth(request).user.id),
  }));
}
