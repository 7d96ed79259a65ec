import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { outbox } from '../../db/schema.ts';
import { buyTajweedMonth } from '../../../test/family-plans.ts';
import { SMALLEST_PDF } from '../../../test/files.ts';
import { createTestApp, registerLearner } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { enqueueMail } from './outbox.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const STAFF = 'staff@iqra.example';
const { app, database, dataDir } = await createTestApp({
  env: { SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, PUBLIC_URL: 'https://iqra.example' },
});
await app.ready();

const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address);

describe('mail to visitors, learners and staff', () => {
  it('confirms a demo request to the visitor and tells staff', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: 'mum@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const [confirmation] = await smtp.waitFor(to('mum@example.com'));
    expect(confirmation!.subject).toBe('Your free demo class request');
    expect(confirmation!.text).toContain('https://iqra.example/courses');
    expect(confirmation!.html).toContain('Iqra Academy');
    const [staff] = await smtp.waitFor(
      (mail) => to(STAFF)(mail) && mail.subject.includes('mum@example.com'),
    );
    expect(staff!.subject).toBe('New demo request from mum@example.com');
  });

  it('sends staff a job application with the resume attached', async () => {
    const pdf = SMALLEST_PDF;
    const body = multipart({ email: 'ustadh@example.com' }, [
      { field: 'file', filename: 'my-cv.pdf', type: 'application/pdf', content: pdf },
    ]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/request-job', ...body })).statusCode,
    ).toBe(201);
    const [mail] = await smtp.waitFor(
      (item) => item.subject === 'New job application from ustadh@example.com',
    );
    expect(mail!.to).toEqual([STAFF]);
    expect(mail!.attachments).toEqual([{ filename: 'my-cv.pdf', size: pdf.length }]);
  });

  it('welcomes a new learner', async () => {
    const learner = await registerLearner(app, { firstName: 'Zayd' });
    const [mail] = await smtp.waitFor(to(learner.user.email));
    expect(mail!.subject).toBe('Welcome to Iqra Academy');
    expect(mail!.text).toContain('Assalamu alaikum Zayd');
  });

  it('sends a receipt for a completed payment: what, amount and dates', async () => {
    const learner = await registerLearner(app, { firstName: 'Huda' });
    await buyTajweedMonth(app, learner.token);
    const [receipt] = await smtp.waitFor(
      (mail) => to(learner.user.email)(mail) && mail.subject.startsWith('Your receipt'),
    );
    expect(receipt!.subject).toBe('Your receipt: Tajweed — Basic (30-minute classes), one month');
    expect(receipt!.text).toContain('Amount paid: $39.00');
    expect(receipt!.text).toMatch(/Period: \d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}/);
  });

  it('sends mail that carries a secret, then keeps no body for it', async () => {
    const reader = 'secret.reader@example.com';
    await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: reader } });
    const learner = await registerLearner(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: learner.user.email },
    });
    const [confirm] = await smtp.waitFor(to(reader));
    expect(confirm!.text).toContain('https://iqra.example/api/newsletter/confirm?token=');
    const [reset] = await smtp.waitFor(
      (mail) => to(learner.user.email)(mail) && mail.subject === 'Reset your password',
    );
    expect(reset!.text).toContain('https://iqra.example/reset-password?token=');

    const rowsOf = (address: string) =>
      database.db
        .select({
          subject: outbox.subject,
          status: outbox.status,
          html: outbox.html,
          text: outbox.text,
        })
        .from(outbox)
        .where(eq(outbox.to, address));
    await expect
      .poll(async () => [...(await rowsOf(reader)), ...(await rowsOf(learner.user.email))])
      .toEqual(
        expect.arrayContaining([
          { subject: 'Please confirm your subscription', status: 'sent', html: '', text: '' },
          { subject: 'Reset your password', status: 'sent', html: '', text: '' },
        ]),
      );
    // Mail without a secret keeps its body after sending, for staff to read.
    await expect
      .poll(async () =>
        (await rowsOf(learner.user.email)).find((row) => row.subject === 'Welcome to Iqra Academy'),
      )
      .toMatchObject({ status: 'sent', text: expect.stringContaining('Assalamu alaikum') });
  });
});

// After the tests above: this one stops the SMTP stand-in for a while.
describe('mail delivery', () => {
  it('keeps mail while SMTP is down and delivers it when it is back', async () => {
    await smtp.stop();
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: 'later@example.com' },
    });
    expect(response.statusCode).toBe(201);
    await expect
      .poll(
        async () => {
          const rows = await database.db
            .select()
            .from(outbox)
            .where(eq(outbox.to, 'later@example.com'));
          return rows[0]
            ? {
                status: rows[0].status,
                tried: rows[0].attempts > 0,
                error: rows[0].lastError !== null,
              }
            : null;
        },
        { timeout: 10_000 },
      )
      .toEqual({ status: 'pending', tried: true, error: true });
    // Bring SMTP back and make the retry due now rather than after its backoff.
    await smtp.start();
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.to, 'later@example.com'));
    await smtp.waitFor(to('later@example.com'));
    await expect
      .poll(
        async () =>
          (await database.db.select().from(outbox).where(eq(outbox.to, 'later@example.com')))[0]
            ?.status,
      )
      .toBe('sent');
  });

  it('two server instances sharing a database send each mail once', async () => {
    const second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'silent',
      }),
      database,
      logger: false,
      mailIntervalMs: 50,
      webRoot: false,
    });
    const before = smtp.received.length;
    for (let index = 0; index < 12; index += 1) {
      await enqueueMail(database.db, {
        to: `bulk${index}@example.com`,
        subject: `Bulk ${index}`,
        html: '<p>x</p>',
        text: 'x',
      });
    }
    await second.ready();
    await Promise.all([app.mailer.flushSoon(), second.mailer.flushSoon()]);
    await smtp.waitFor((mail) => mail.subject.startsWith('Bulk '), 12);
    // Both workers' rounds under way end (each kick shares the round running, or finds nothing
    // left): no send is in flight, so a thirteenth mail would be here by now.
    await Promise.all([app.mailer.flush(), second.mailer.flush()]);
    const bulk = smtp.received.slice(before).filter((mail) => mail.subject.startsWith('Bulk '));
    expect(bulk.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `Bulk ${index}`).sort(),
    );
    await second.close();
  });
});

describe('without SMTP_URL', async () => {
  const { app: quiet, database: quietDb } = await createTestApp();

  it('keeps mail in the outbox, unsent', async () => {
    await quiet.inject({
      method: 'POST',
      url: '/api/request-demo',
      payload: { email: 'kept@example.com' },
    });
    const rows = await quietDb.db.select().from(outbox).where(eq(outbox.to, 'kept@example.com'));
    expect(rows).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });
});
