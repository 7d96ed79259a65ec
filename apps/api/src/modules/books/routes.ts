import type { FastifyInstance } from 'fastify';
import { bookSchema, bookSummarySchema, listOf, one } from '@iqra/contracts';
import { BOOKS_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { parseId } from '../../lib/params.ts';
import { idParams, routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getBookById, listBooks, listUserBooks } from './service.ts';

export async function booksRoutes(app: FastifyInstance) {
  const { db } = app;

  const booksDoc = routeDoc({
    tag: 'books',
    summary: 'All books',
    etag: true,
    answers: {
      200: ['The books, without their galleries.', listOf(bookSummarySchema)],
    },
  });
  app.get('/api/books', { schema: booksDoc }, (request, reply) =>
    sendCachedData(request, reply, `${BOOKS_CACHE}list`, (language) => listBooks(db, language)),
  );

  const bookDoc = routeDoc({
    tag: 'books',
    summary: 'One book',
    etag: true,
    params: idParams,
    answers: { 200: ['The book, without its gallery.', one(bookSummarySchema)] },
  });
  app.get<{ Params: { id: string } }>('/api/books/:id', { schema: bookDoc }, (request, reply) => {
    const id = parseId(request.params.id, 'int');
    return sendCachedData(request, reply, `${BOOKS_CACHE}${id}`, (language) =>
      getBookById(db, id, language),
    );
  });

  const myBooksDoc = routeDoc({
    tag: 'books',
    summary: 'My books, each with its gallery',
    description: 'Most recently acquired first.',
    caller: 'signed-in',
    answers: { 200: ["The learner's books.", listOf(bookSchema)] },
  });
  app.get(
    '/api/my-books',
    { preHandler: app.authenticate, schema: myBooksDoc },
    async (request) => ({
      data: await listUserBooks(db, requireAuth(request).user.id, request.locale),
    }),
  );
}
