import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { books, outbox, payments, users } from '../../db/schema.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** One sample's value from Prometheus's text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', async () => {
  const { app, database } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = () =>
    app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses anyone without the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('iqra_');
    }
  });

  it('times requests by route pattern and status, not by address', async () => {
    await app.inject({ url: '/api/products/featured' });
    await app.inject({ url: '/api/products/no-such-course' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(
      sample(
        text,
        'iqra_http_request_duration_seconds_count{method="GET",route="/api/products/featured",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/route="\/api\/products\/:[a-zA-Z]+",status="404"/);
    expect(text).not.toContain('no-such-course');
  });

  it('says whether the instance hears the others, and has no Redis gauge without Redis', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'iqra_listening')).toBe(1);
    expect(text).not.toContain('iqra_redis_up');
  });

  it('reads the outbox and the payments from the database at each scrape', async () => {
    const earlier = (await scrape()).body;
    const before = sample(earlier, 'iqra_outbox_mails{status="failed"}') ?? 0;
    const failedPayments = sample(earlier, 'iqra_payments{status="failed"}') ?? 0;
    await database.db.insert(outbox).values({
      to: 'nobody@example.com',
      subject: 'Could not be sent',
      status: 'failed',
      attempts: 8,
    });
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    const [book] = await database.db.select({ id: books.id }).from(books).limit(1);
    await database.db.insert(payments).values({
      userId: user!.id,
      kind: 'book',
      bookId: book!.id,
      amountCents: 1500,
      provider: 'demo',
      status: 'failed',
    });
    const text = (await scrape()).body;
    expect(sample(text, 'iqra_outbox_mails{status="failed"}')).toBe(before + 1);
    expect(sample(text, 'iqra_payments{status="failed"}')).toBe(failedPayments + 1);
    expect(sample(text, 'iqra_outbox_mails{status="pending"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'iqra_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    const byStatus = await database.db
      .select({ status: payments.status, payments: count() })
      .from(payments)
      .groupBy(payments.status);
    for (const row of byStatus) {
      expect(sample(text, `iqra_payments{status="${row.status}"}`)).toBe(row.payments);
    }
    expect(text).toContain('# TYPE iqra_reminders_sent gauge');
  });
});

describe('/metrics without its setting', async () => {
  const { app } = await createTestApp();

  it('is not there, token or not', async () => {
    const response = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
