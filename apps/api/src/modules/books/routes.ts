import type { FastifyInstance } from 'fastify';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { NotFound } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getBookById, listBooks, listUserBooks } from './service.ts';

export const BOOKS_CACHE = 'books:';
const MAX_ID = 2_147_483_647;

export async function booksRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/api/books', (request, reply) =>
    sendCachedData(request, reply, `${BOOKS_CACHE}list`, () => listBooks(db)),
  );

  app.get<{ Params: { id: string } }>('/api/books/:id', (request, reply) => {
    const { id } = request.params;
    if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_ID) throw new NotFound();
    return sendCachedData(request, reply, `${BOOKS_CACHE}${Number(id)}`, () =>
      getBookById(db, Number(id)),
    );
  });

  app.get('/api/my-books', { preHandler: app.authenticate }, async (request) => ({
    data: await listUserBooks(db, requireAuth(request).user.id),
  }));
}
