import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminBookMediaSchema,
  adminListOf,
  adminPageSchema,
  IN_USE,
  listOf,
  faqSchema,
  one,
  pageContentSchema,
} from '@iqra/contracts';
import { outbox } from '../../db/schema.ts';
import { clientOf, createTestApp, loginDemoAdmin } from '../../../test/helpers.ts';
import { docx } from '../../../test/docx.ts';
import { SMALLEST_PDF } from '../../../test/files.ts';
import { multipart } from '../../../test/multipart.ts';

const { app, dataDir, database } = await createTestApp();
const { get, send } = clientOf(app, await loginDemoAdmin(app));
/** Sends the public job application form, as a visitor does. */
const applyForJob = (form: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/request-job',
    payload: form.payload,
    headers: form.headers,
  });

describe('pages', () => {
  it('saves the About Us page sanitized, and the public page shows it at once', async () => {
    await app.inject({ url: '/api/about-us' });
    const response = await send('PATCH', '/api/admin/pages/about-us', {
      content:
        '<h2>Who we are</h2><p onclick="steal()">Tutors from Cairo.</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    });
    expect(response.statusCode).toBe(200);
    const page = adminPageSchema.parse(response.json().data);
    expect(page.content).toContain('<h2>Who we are</h2>');
    expect(page.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    const shown = one(pageContentSchema).parse((await app.inject({ url: '/api/about-us' })).json());
    expect(shown.data.content).toBe(page.content);
  });

  it('answers 422 for content that is empty once sanitized, and 409 for a delete', async () => {
    const empty = await send('PATCH', '/api/admin/pages/privacy-policy', {
      content: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: ['The content field is required.'] });
    expect((await app.inject({ url: '/api/privacy-policy' })).json().data.content).toMatch(/<p>/);
    const deleted = await send('DELETE', '/api/admin/pages/contact-us');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(IN_USE.page);
    expect((await get('/api/admin/pages/no-such-page')).statusCode).toBe(404);
    expect((await get('/api/admin/pages')).json().meta.total).toBe(3);
  });
});

describe('FAQs and testimonials', () => {
  it('reorders the FAQs, and the home page shows the new order', async () => {
    const before = listOf(faqSchema).parse((await app.inject({ url: '/api/faqs' })).json()).data;
    const ids = before.map((faq) => faq.id);
    const wanted = [ids[2]!, ids[0]!, ids[1]!, ...ids.slice(3)];
    expect((await send('POST', '/api/admin/faqs/reorder', { ids: wanted })).statusCode).toBe(204);
    const after = listOf(faqSchema).parse((await app.inject({ url: '/api/faqs' })).json()).data;
    expect(after.map((faq) => faq.id)).toEqual(wanted);
    const repeated = await send('POST', '/api/admin/faqs/reorder', { ids: [ids[0], ids[0]] });
    expect(repeated.statusCode).toBe(422);
  });

  it('adds a FAQ at the end and a testimonial the public lists show', async () => {
    const faq = await send('POST', '/api/admin/faqs', {
      question: 'Can my child learn with a female tutor?',
      answer: 'Yes. Ask for one when you book your free demo.',
    });
    expect(faq.statusCode).toBe(201);
    const faqs = (await app.inject({ url: '/api/faqs' })).json().data;
    expect(faqs.at(-1).question).toBe('Can my child learn with a female tutor?');
    const testimonial = await send('POST', '/api/admin/testimonials', {
      name: 'Umm Yusuf',
      testimonial: 'My son looks forward to every class.',
    });
    expect(testimonial.statusCode).toBe(201);
    expect((await app.inject({ url: '/api/testimonials' })).json().data).toContainEqual({
      id: testimonial.json().data.id,
      name: 'Umm Yusuf',
      testimonial: 'My son looks forward to every class.',
    });
    const bad = await send('POST', '/api/admin/testimonials', { name: 'x'.repeat(101) });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'testimonial']);
  });
});

describe('books and their media', () => {
  it('creates a book with images, reorders them, and refuses to delete an owned book', async () => {
    const created = await send('POST', '/api/admin/books', {
      title: 'Nahw for Beginners',
      description: 'Arabic grammar in small steps.',
      price: 12.5,
      thumbnail: '/images/books/qaida/cover.jpg',
    });
    expect(created.statusCode).toBe(201);
    const book = created.json().data;
    expect((await app.inject({ url: `/api/books/${book.id}` })).json().data).toMatchObject({
      title: 'Nahw for Beginners',
      price: 12.5,
    });
    const media = [];
    for (const name of ['Cover', 'Page 1', 'Page 2']) {
      const response = await send('POST', '/api/admin/book-media', {
        book_id: book.id,
        url: `/uploads/${'a'.repeat(32)}.webp`,
        name,
      });
      expect(response.statusCode).toBe(201);
      media.push(adminBookMediaSchema.parse(response.json().data));
    }
    expect(media.map((item) => item.position)).toEqual([0, 1, 2]);
    const order = [media[2]!.id, media[0]!.id, media[1]!.id];
    expect((await send('POST', '/api/admin/book-media/reorder', { ids: order })).statusCode).toBe(
      204,
    );
    const listed = adminListOf(adminBookMediaSchema).parse(
      (await get(`/api/admin/book-media?book_id=${book.id}`)).json(),
    );
    expect(listed.data.map((item) => item.name)).toEqual(['Page 2', 'Cover', 'Page 1']);
    // Only some of the book's images: the order would be ambiguous.
    const partial = await send('POST', '/api/admin/book-media/reorder', { ids: order.slice(1) });
    expect(partial.statusCode).toBe(422);
    // A book nobody owns can go, and its media with it.
    expect((await send('DELETE', `/api/admin/books/${book.id}`)).statusCode).toBe(204);
    expect((await get(`/api/admin/book-media?book_id=${book.id}`)).json().meta.total).toBe(0);

    const owned = (await get('/api/admin/books?per_page=100'))
      .json()
      .data.find((row: { owners_count: number }) => row.owners_count > 0);
    const refused = await send('DELETE', `/api/admin/books/${owned.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(IN_USE.book);
  });
});

describe('leads: resumes', () => {
  const pdf = SMALLEST_PDF;

  it('downloads a resume as an attachment, and deletes it with its application', async () => {
    const form = multipart({ email: 'tutor@example.com' }, [
      { field: 'file', filename: 'Fatima CV.pdf', type: 'application/pdf', content: pdf },
    ]);
    const applied = await applyForJob(form);
    expect(applied.statusCode).toBe(201);
    const { data } = (await get('/api/admin/job-applications?q=tutor@example.com')).json();
    expect(data[0].resume).toMatchObject({ name: 'Fatima CV.pdf', type: 'application/pdf' });
    const file = await get(data[0].resume.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Named by its detected type and id; the applicant's name stays in the list as text.
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="resume-${data[0].id}.pdf"`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const resumes = path.join(dataDir, 'uploads', 'resumes');
    expect(await readdir(resumes)).toHaveLength(1);
    expect((await send('DELETE', `/api/admin/job-applications/${data[0].id}`)).statusCode).toBe(
      204,
    );
    expect(await readdir(resumes)).toHaveLength(0);
    expect((await get(data[0].resume.url)).statusCode).toBe(404);
  });

  it.each([
    ['cv.exe', pdf, 'application/pdf', 'pdf'],
    ['resume.html', pdf, 'application/pdf', 'pdf'],
    [
      '<script>.docx',
      docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
  ])(
    'downloads a resume sent as %s under a name made from its type',
    async (filename, content, type, ext) => {
      const email = `named.${ext}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const form = multipart({ email }, [
        { field: 'file', filename, type: 'application/octet-stream', content },
      ]);
      const applied = await applyForJob(form);
      expect(applied.statusCode).toBe(201);
      const { data } = (await get(`/api/admin/job-applications?q=${email}`)).json();
      const file = await get(data[0].resume.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="resume-${data[0].id}.${ext}"`,
      );
      expect(file.rawPayload.equals(content)).toBe(true);
    },
  );
});

describe('leads: follow-up and export', () => {
  it('follows up a demo request and exports the list as CSV, formulas defused', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      await app.inject({ method: 'POST', url: '/api/request-demo', payload: { email } });
    }
    const { data } = (await get('/api/admin/demo-requests?q=first@example.com')).json();
    const updated = await send('PATCH', `/api/admin/demo-requests/${data[0].id}`, {
      status: 'contacted',
      notes: '=HYPERLINK("http://evil.example","call back"), Tuesday',
    });
    expect(updated.json().data).toMatchObject({ status: 'contacted' });
    const bad = await send('PATCH', `/api/admin/demo-requests/${data[0].id}`, { status: 'won' });
    expect(bad.json().errors).toEqual({ status: ['The selected status is invalid.'] });

    const csv = await get('/api/admin/demo-requests/export?status=contacted');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="demo-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('id,email,status,notes,created_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('first@example.com,contacted,"\'=HYPERLINK(');
  });

  it('lists contact messages and newsletter subscribers, and unsubscribes an address', async () => {
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Bilal',
        lastName: 'Rahman',
        email: 'bilal@example.com',
        phone_prefix: 'US',
        phone: '555 0100',
        message: 'Do you teach on weekends?',
        agree: true,
      },
    });
    expect(contact.statusCode).toBe(201);
    const messages = (await get('/api/admin/contact-messages?q=weekends')).json();
    expect(messages.data[0]).toMatchObject({ firstName: 'Bilal', status: 'new', notes: '' });
    const exported = (await get('/api/admin/contact-messages/export')).body;
    expect(exported.split('\n')[0]).toBe(
      'id,first_name,last_name,email,phone,message,status,notes,created_at',
    );

    await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'news@example.com' },
    });
    const subscriber = (await get('/api/admin/newsletter-subscribers?q=news@')).json().data[0];
    expect(subscriber.status).toBe('pending');
    const unsubscribed = await send('PATCH', `/api/admin/newsletter-subscribers/${subscriber.id}`, {
      status: 'unsubscribed',
    });
    expect(unsubscribed.json().data.status).toBe('unsubscribed');
    const confirm = await send('PATCH', `/api/admin/newsletter-subscribers/${subscriber.id}`, {
      status: 'confirmed',
    });
    expect(confirm.statusCode).toBe(422);
  });
});

describe('the mail outbox', () => {
  it('lists mail with its status, queues a failed one again, and refuses to resend a sent one', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: 'outbox@example.com' },
    });
    const found = (await get('/api/admin/outbox?q=outbox@example.com')).json().data;
    // The visitor's confirmation, and the staff notification that names the visitor.
    expect(found).toHaveLength(2);
    const data = found.filter((row: { to: string }) => row.to === 'outbox@example.com');
    expect(data[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(data[0].text).toMatch(/demo/i);

    await database.db
      .update(outbox)
      .set({ status: 'failed', attempts: 10, lastError: 'connection refused' })
      .where(eq(outbox.id, data[0].id));
    const failed = (await get('/api/admin/outbox?status=failed')).json().data;
    expect(failed.map((row: { id: number }) => row.id)).toContain(data[0].id);
    const retried = await send('POST', `/api/admin/outbox/${data[0].id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'pending', attempts: 0 });

    await database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, data[0].id));
    expect((await send('POST', `/api/admin/outbox/${data[0].id}/retry`)).statusCode).toBe(409);
    expect((await get('/api/admin/outbox?status=bounced')).statusCode).toBe(422);
    expect((await send('POST', '/api/admin/outbox/999999/retry')).statusCode).toBe(404);
  });
});
