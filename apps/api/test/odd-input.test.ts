import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import {
  clientOf,
  createTestApp,
  loginDemoAdmin,
  registerLearner,
  someCountryId,
} from './helpers.ts';
import { SMALLEST_PDF } from './files.ts';
import { multipart } from './multipart.ts';
import { readPage } from './pages.ts';
import { builtWebRoot } from './web-build.ts';

// Text PostgreSQL cannot hold (a NUL byte, a lone UTF-16 surrogate) and numbers past its
// integer type used to reach the database and come back as 500s. Each is refused at the door.
// The site's pages are served too: they answer odd input with pages.
const { app, database } = await createTestApp({ webRoot: builtWebRoot() });
const admin = clientOf(app, await loginDemoAdmin(app));
const learner = await registerLearner(app);

const countUsers = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;

const registration = async (overrides: Record<string, unknown>) => ({
  firstName: 'Maryam',
  lastName: 'Saleh',
  gender: 2,
  phone: '+20 100 000 0000',
  whatsapp: '+20 100 000 0001',
  country_id: await someCountryId(app),
  age: 21,
  email: `odd.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'a long and unusual passphrase',
  ...overrides,
});

describe('a NUL byte', () => {
  it('in a path names nothing (404), on public and staff routes alike', async () => {
    for (const url of ['/api/products/a%00b', '/api/books/1%00', '/pay/demo/%00']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await admin.get('/api/admin/products/1%00')).statusCode).toBe(404);
    // Nor does a path no provider would ever give as an order id.
    for (const url of ['/pay/demo/%3Cscript%3E', `/pay/demo/${'A'.repeat(65)}`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('in a query is a 422 naming the parameter', async () => {
    const response = await app.inject({ url: '/api/products?category=%00' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('category');
    for (const resource of ['users', 'demo-requests', 'payments', 'outbox', 'audit-log']) {
      const list = await admin.get(`/api/admin/${resource}?q=a%00b`);
      expect(list.statusCode, resource).toBe(422);
      expect(list.json().errors).toHaveProperty('q');
    }
  });

  it('in a JSON field is a 422 on that field, and nothing is written', async () => {
    const before = await countUsers();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration({ firstName: 'a\u0000b' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstName: ['The firstName field contains characters that are not allowed.'],
    });
    expect(before).toBeGreaterThan(0);
    expect(await countUsers()).toBe(before);

    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'a\u0000b',
        lastName: 'B',
        email: 'c@example.com',
        phone_prefix: 'EU',
        phone: '1000000000',
        message: 'Hello',
        agree: true,
      },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors).toHaveProperty('firstName');
  });

  it('in an uploaded file name is a 422 on the file', async () => {
    const pdf = SMALLEST_PDF;
    const form = multipart({ email: 'applicant@example.com' }, [
      { field: 'file', filename: 'cv\u0000.pdf', type: 'application/pdf', content: pdf },
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/request-job', ...form });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('file');
  });
});

describe('names of what every object inherits', () => {
  it('are no sort or filter of a back-office list (422 or ignored, never 500)', async () => {
    for (const query of ['sort=__proto__', 'sort=-constructor', 'constructor=1', 'toString=x']) {
      const response = await admin.get(`/api/admin/books?${query}`);
      expect(response.statusCode, query).toBeLessThan(500);
    }
    expect((await admin.get('/api/admin/books?sort=constructor')).json().errors).toEqual({
      sort: ['The selected sort is invalid.'],
    });
  });
});

describe('a whole number past a database integer', () => {
  it('is a 422 on the field, on register and on a book payment', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration({ country_id: 2_147_483_648 }),
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors).toEqual({
      country_id: ['The country field must not be greater than 2147483647.'],
    });

    const book = await clientOf(app, learner.token).send('POST', '/api/payments/book', {
      book: 2_147_483_648,
    });
    expect(book.statusCode).toBe(422);
    expect(book.json().errors).toHaveProperty('book');
  });
});

describe('a lone surrogate', () => {
  it('in a class title is a 422, and the audit log stays readable', async () => {
    const granted = await admin.send('POST', '/api/admin/subscriptions', {
      user_id: learner.user.id,
      product_id: 1,
      tier_id: 1,
    });
    expect(granted.statusCode).toBe(201);
    const response = await admin.send('POST', '/api/admin/schedules', {
      subscription_id: granted.json().data.id,
      title: 'x\ud800y',
      link: 'https://meet.example/quran',
      started_at: '2027-03-01T18:30:00Z',
      ended_at: '2027-03-01T19:00:00Z',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('title');
    expect((await admin.get('/api/admin/audit-log')).statusCode).toBe(200);
  });
});

describe('odd input to a page', () => {
  // In a query, `%ED%A0%80` (a lone surrogate, as UTF-8) and `%C0%AF` decode to nothing a
  // database could hold; in a path, Fastify's router refuses them before any of our code.
  const ODD = ['%00', 'a%00b', '%ED%A0%80', '%C0%AF'];

  it('in the query string is ignored: the page, as without it', async () => {
    for (const path of ['/', '/courses', '/about-us', '/login', '/no-such-page']) {
      const plain = await app.inject({ url: path });
      for (const odd of ODD) {
        for (const query of [`q=${odd}`, `${odd}=1`, `period=${odd}&category=${odd}`]) {
          const url = `${path}?${query}`;
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBe(plain.statusCode);
          expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
          expect(readPage(response.body).title, url).toBe(readPage(plain.body).title);
        }
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/courses?period=%00' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('in the path is the not-found page, with 404', async () => {
    for (const odd of ['%00', 'a%00b']) {
      for (const url of [`/${odd}`, `/courses/${odd}`, `/about-us${odd}`, `/admin/${odd}/x`]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(readPage(response.body).title, url).toBe('Page not found | Iqra');
      }
    }
  });

  it('leaves the API as it was: JSON, 404 for the path and 422 for the query', async () => {
    const path = await app.inject({ url: '/api/products/a%00b' });
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({ message: 'Not found.' });
    const query = await app.inject({ url: '/api/faqs?q=%00' });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toHaveProperty('q');
  });
});
