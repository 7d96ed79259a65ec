import { describe, expect, it } from 'vitest';
import { bookSummarySchema, listOf, one } from '@iqra/contracts';
import {
  bearer,
  booksOf,
  createTestApp,
  loginDemoStudent,
  registerLearner,
} from '../../../test/helpers.ts';

const { app } = await createTestApp();

describe('public books', () => {
  it('lists books with price and thumbnail, and no gallery', async () => {
    const response = await app.inject({ url: '/api/books' });
    const { data } = listOf(bookSummarySchema).parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(response.body).not.toContain('media');
    for (const book of data) {
      expect(book.price).toBeGreaterThan(0);
      expect(book.thumbnail).toMatch(/^\/images\/books\/.+\.jpg$/);
    }
  });

  it('gives one book by id, or 404 for an unknown or non-numeric id', async () => {
    const { data } = listOf(bookSummarySchema).parse(
      (await app.inject({ url: '/api/books' })).json(),
    );
    const first = data[0]!;
    expect(
      one(bookSummarySchema).parse((await app.inject({ url: `/api/books/${first.id}` })).json())
        .data,
    ).toEqual(first);
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999999999999', "1'%20OR%201=1"]) {
      const response = await app.inject({ url: `/api/books/${id}` });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('GET /api/my-books', () => {
  it('gives the demo learner their two books, each with a gallery', async () => {
    const token = await loginDemoStudent(app);
    const data = await booksOf(app, token);
    expect(data).toHaveLength(2);
    for (const book of data) {
      expect(book.media.length).toBeGreaterThanOrEqual(4);
      expect(book.media[0]).toMatchObject({
        url: expect.stringMatching(/^\/images\/books\//),
        name: expect.any(String),
      });
    }
  });

  it("shows a new learner nothing, not anyone else's books", async () => {
    const learner = await registerLearner(app);
    const response = await app.inject({ url: '/api/my-books', headers: bearer(learner.token) });
    expect(response.json()).toEqual({ data: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/my-books' })).statusCode).toBe(401);
  });
});
