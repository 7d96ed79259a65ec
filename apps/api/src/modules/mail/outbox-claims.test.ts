import { eq, inArray, sql } from 'drizzle-orm';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { enqueueMail, MailWorker, type MailTimings } from './outbox.ts';

// Instances sharing the outbox while the SMTP server stalls or is slow: a mail is done with
// (sent, or given up) before its claim runs out, only the instance holding the claim decides
// what becomes of it, and each goes out once. The timings are the production ones scaled
// down to seconds.

const smtp = await startSmtpStandIn();
// Without SMTP_URL the app's own worker sends nothing: the instances here are the workers below.
const { app, database, dataDir } = await createTestApp();
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
  await smtp.stop();
});

/** A mail worker as another instance runs it, kicked by the test rather than by its timer. */
function instance(smtpUrl: string, timings: Partial<MailTimings>): MailWorker {
  const worker = new MailWorker({
    db: database.db,
    smtpUrl,
    from: 'Iqra <no-reply@iqra.example>',
    uploadsDir: path.join(dataDir, 'uploads'),
    log: app.log,
    outage: app.databaseOutage,
    timings,
  });
  closing.push(() => worker.stop());
  return worker;
}

/**
 * An SMTP address that takes connections and then says nothing (no greeting), as a stalled
 * server does, until `pass()`: from then on it carries new connections to the stand-in; or
 * until `drop()`: from then on it cuts every connection.
 */
async function startStallingServer() {
  const sockets = new Set<net.Socket>();
  let mode: 'stalling' | 'passing' | 'dropping' = 'stalling';
  let stalled = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'dropping') {
      socket.destroy();
      return;
    }
    if (mode === 'stalling') {
      stalled += 1;
      return;
    }
    const upstream = net.connect(Number(new URL(smtp.url).port), '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    /** Connections taken and left unanswered. */
    get stalled() {
      return stalled;
    },
    pass() {
      mode = 'passing';
    },
    drop() {
      mode = 'dropping';
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function queue(to: string) {
  await enqueueMail(database.db, { to, subject: `For ${to}`, html: '<p>x</p>', text: 'x' });
}

async function rowOf(to: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.to, to));
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

describe('the outbox when the SMTP server stalls', () => {
  it('gives up well within the claim, which no other instance takes meanwhile, and sends the mail once when the server answers', async () => {
    const timings = { leaseMs: 8000, sendMs: 2000, smtpTimeoutMs: 1000 };
    const stalling = await startStallingServer();
    const [a, b] = [instance(stalling.url, timings), instance(stalling.url, timings)];
    const to = 'stalled@example.com';
    await queue(to);

    const round = a.kick();
    await expect.poll(() => stalling.stalled, { timeout: 10_000 }).toBe(1);
    const connected = Date.now();
    // B finds nothing to claim: the mail is A's while A tries.
    await b.kick();
    expect(await rowOf(to)).toMatchObject({ status: 'pending', attempts: 1 });
    // The greeting's, the connection's and the socket's timeouts are all one second: on a busy
    // machine nodemailer may report the socket's ("Timeout") before the greeting's.
    await expect
      .poll(async () => (await rowOf(to)).lastError, { timeout: timings.leaseMs / 2 })
      .toMatch(/^(Greeting never received|Timeout)$/);
    expect(Date.now() - connected).toBeLessThan(timings.leaseMs / 2);
    await round;
    expect(await rowOf(to)).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });

    // The server answers again, and the retry falls due (on the database's clock, which the
    // claim reads): both instances look for it.
    stalling.pass();
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.to, to));
    await Promise.all([a.kick(), b.kick()]);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await rowOf(to)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets only the instance holding the claim decide: one whose claim ran out changes nothing', async () => {
    const stalling = await startStallingServer();
    const [a, b] = [instance(stalling.url, {}), instance(smtp.url, {})];
    const to = 'lost-claim@example.com';
    await queue(to);

    const first = a.kick();
    await expect.poll(() => stalling.stalled, { timeout: 10_000 }).toBe(1);
    // A is paused past its claim, as a stopped process or a frozen machine would be.
    await database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.to, to));
    const release = smtp.hold();
    const second = b.kick();
    try {
      await expect.poll(() => smtp.waiting, { timeout: 10_000 }).toBe(1);
      // A's server drops it while B is still sending: B's claim must stand, or a third
      // instance would take the mail and send it a second time.
      stalling.drop();
      await first;
      expect(await rowOf(to)).toMatchObject({
        status: 'pending',
        attempts: 2,
        lastError: null,
        lockedUntil: expect.any(Date),
      });
    } finally {
      release();
    }
    await second;
    expect(receivedBy(to)).toHaveLength(1);
    expect(await rowOf(to)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the outbox when the SMTP server is slow', () => {
  it('keeps no batch past its claim: what it could not start goes back uncounted, and each mail goes once', async () => {
    // 48 mails answered after 250 ms each, four at a time, take 3 s; only those that start in
    // the first 1.5 s of the claim (6.5 s, less twice the 2.5 s a mail may take) are sent.
    const timings = { leaseMs: 6500, sendMs: 2500, smtpTimeoutMs: 2000 };
    const [a, b] = [instance(smtp.url, timings), instance(smtp.url, timings)];
    const addresses = Array.from({ length: 48 }, (_, index) => `slow${index}@example.com`);
    for (const to of addresses) await queue(to);
    const rows = () =>
      database.db.select().from(outbox).where(inArray(outbox.to, addresses)).orderBy(outbox.id);

    smtp.answerAfter(250);
    const started = Date.now();
    await a.kick();
    expect(Date.now() - started).toBeLessThan(timings.leaseMs);
    const afterFirst = await rows();
    const sent = afterFirst.filter((row) => row.status === 'sent');
    const back = afterFirst.filter((row) => row.status === 'pending');
    expect(sent.length).toBeGreaterThan(0);
    expect(back.length).toBeGreaterThan(0);
    expect(sent.length + back.length).toBe(addresses.length);
    for (const row of back) expect(row).toMatchObject({ attempts: 0, lockedUntil: null });

    // The rest go with the next claims, whichever instance makes them.
    smtp.answerAfter(0);
    await expect
      .poll(
        async () => {
          await Promise.all([a.kick(), b.kick()]);
          return (await rows()).filter((row) => row.status !== 'sent').length;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    for (const row of await rows()) expect(row.attempts).toBe(1);
    const slow = smtp.received.filter((mail) => mail.to.some((to) => /^slow\d+@/.test(to)));
    expect(slow.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
  });
});
