import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { DatabaseOutage } from '../../lib/database-outage.ts';
import { duration } from '../../lib/dates.ts';
import { fromNow } from '../../lib/db-time.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { languageOfHtml } from './layout.ts';
import type { CalendarPart, MailContent } from './templates.ts';

/** A file to attach, kept under the uploads folder (never a path from outside it). */
export interface MailAttachment {
  filename: string;
  key: string;
}

export type MailMessage = MailContent & { to: string; attachments?: MailAttachment[] };

/**
 * A mail whose body is made when it is sent, by the composer registered for its `kind`: what
 * it says (a fresh reset link, say) is never stored, and a mail never sent needed no secret.
 */
export interface ComposedMail {
  to: string;
  kind: string;
  /** What the mail is about, for its composer (a class's id, say); never a secret. */
  payload?: unknown;
  /** Shown in logs; the composer gives the subject the mail is sent with. */
  subject: string;
  sensitive: boolean;
}

/** Makes a composed mail's content at sending time; null when there is nothing to send. */
export type MailComposer = (mail: { to: string; payload: unknown }) => Promise<MailContent | null>;

/** Anything that can insert: the database, or a transaction the mail must commit with. */
type Writer = Pick<Database, 'insert'>;

/** Queues a mail composed when it is sent: one row, without a body. */
export async function enqueueComposedMail(
  db: Writer,
  mail: ComposedMail | ComposedMail[],
): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail];
  // A thousand rows a statement: many mails (a holiday's, to a whole school) in few round trips.
  for (let start = 0; start < mails.length; start += 1000) {
    await db.insert(outbox).values(
      mails.slice(start, start + 1000).map((one) => ({
        to: one.to,
        subject: one.subject,
        kind: one.kind,
        sensitive: one.sensitive,
        payload: one.payload ?? null,
      })),
    );
  }
}

/**
 * Every mail is first a row in the outbox, written with the change it reports, so none is
 * lost to a crash or an SMTP outage; the worker sends it later.
 */
export async function enqueueMail(db: Writer, message: MailMessage): Promise<void> {
  await db.insert(outbox).values({
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    sensitive: message.sensitive ?? false,
    attachments: message.attachments ?? null,
    calendar: message.calendar ?? null,
  });
}

export interface MailWorkerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  uploadsDir: string;
  log: FastifyBaseLogger;
  /** Told of a round that failed because the database is away (logged once per outage). */
  outage: DatabaseOutage;
  /** How often to look for due mail. */
  intervalMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** Replaces some of MAIL_TIMINGS (tests use short ones). */
  timings?: Partial<MailTimings>;
}

export interface MailTimings {
  /** How long a claimed mail is left alone by other instances. */
  leaseMs: number;
  /** The longest one mail may take, connecting included; it is given up after that. */
  sendMs: number;
  /** nodemailer's connection, greeting and socket timeouts: how long the server may say nothing. */
  smtpTimeoutMs: number;
  /** How long stopping waits for the mails being sent before it gives them up. */
  stopGraceMs: number;
}

// A mail must be done with, sent or given up, before its claim runs out: another instance then
// takes it and sends it again. So a silent server is left after 15 s at any step (nodemailer's
// defaults wait up to ten minutes), one mail after 45 s whatever the server does, and a mail is
// only started while twice that is left of its claim; the rest is room for the writes after it
// and for the instance's clock against the database's. Stopping waits 5 s for the mails being
// sent, within the 10 s the server gives itself to close (server.ts).
export const MAIL_TIMINGS: MailTimings = {
  leaseMs: 120_000,
  sendMs: 45_000,
  smtpTimeoutMs: 15_000,
  stopGraceMs: 5_000,
};

// Mails claimed at once and sent side by side over the pool's connections: a minute's
// reminders for a whole school leave within that minute (scripts/bench-reminders.mjs).
const BATCH = 50;
const CONNECTIONS = 4;

type Claimed = typeof outbox.$inferSelect & { lockedUntil: Date };

/** Seconds to wait before attempt `n + 1`: 5 s, 10 s, 20 s … at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Sends due outbox mail over SMTP. Messages are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several instances never send one twice; a restart picks up what is unsent. The
 * lease's exact end is the claim's token: only the instance whose claim it still is marks a
 * mail sent, retried or given back.
 */
export class MailWorker {
  private readonly task: PeriodicTask;
  private readonly timings: MailTimings;
  private readonly lease: Temporal.Duration;
  /** Made with the first mail to send: nodemailer is loaded only by an instance that sends. */
  private transport: Promise<Transporter> | undefined;
  private readonly composers = new Map<string, MailComposer>();
  /** The mails being sent, each abortable: after `sendMs`, or when stopping gives up on them. */
  private readonly sending = new Set<AbortController>();

  constructor(private readonly options: MailWorkerOptions) {
    this.timings = { ...MAIL_TIMINGS, ...options.timings };
    this.lease = duration({ milliseconds: this.timings.leaseMs });
    this.task = new PeriodicTask({
      run: (stopping) => this.drain(stopping),
      intervalMs: options.intervalMs ?? 2000,
      onError: (error) => {
        if (!options.outage.noticed(error)) options.log.error({ err: error }, 'mail round failed');
      },
    });
  }

  get enabled(): boolean {
    return this.options.smtpUrl !== undefined;
  }

  /**
   * The SMTP server, with connections kept open and reused while there is mail to send (at
   * most four at a time): one connection per mail costs a handshake each. What the address
   * says (`?pool=false`, `?socketTimeout=…`) wins.
   */
  private transportNow(smtpUrl: string): Promise<Transporter> {
    const { smtpTimeoutMs } = this.timings;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: CONNECTIONS,
        // A connection unused for a few seconds is closed rather than held open on the server.
        idleTimeout: 5000,
        connectionTimeout: smtpTimeoutMs,
        greetingTimeout: smtpTimeoutMs,
        socketTimeout: smtpTimeoutMs,
      }),
    );
    return this.transport;
  }

  /** Who composes the mail of `kind` (modules register theirs when the app is built). */
  registerComposer(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /** The content to send: stored, or composed now; null when there is nobody to send it to. */
  private async contentOf(message: Claimed): Promise<MailContent | null> {
    if (message.kind === null) {
      const calendar = message.calendar as CalendarPart | null;
      const { subject, html, text } = message;
      return { subject, html, text, ...(calendar ? { calendar } : {}) };
    }
    const composer = this.composers.get(message.kind);
    if (!composer) throw new Error(`no composer for mail of kind ${message.kind}`);
    return composer({ to: message.to, payload: message.payload });
  }

  start(): void {
    if (!this.enabled) {
      this.options.log.info('SMTP_URL is not set: mail stays in the outbox table');
      return;
    }
    this.task.start();
  }

  /** Sends what is due now; concurrent calls share one run. */
  kick(): Promise<void> {
    return this.enabled ? this.task.kick() : Promise.resolve();
  }

  /**
   * No mail is started any more (those claimed and not started are given back at once), and
   * the ones being sent may finish for `stopGraceMs`; then they are given up and retried later.
   * Resolves once the round has ended.
   */
  async stop(): Promise<void> {
    const giveUp = setTimeout(() => {
      for (const mail of this.sending) mail.abort(new Error('not sent before the server stopped'));
    }, this.timings.stopGraceMs);
    try {
      await this.task.stop();
    } finally {
      clearTimeout(giveUp);
    }
    (await this.transport?.catch(() => undefined))?.close();
  }

  private async drain(stopping: AbortSignal): Promise<void> {
    const { leaseMs, sendMs } = this.timings;
    while (!stopping.aborted) {
      // Read before the claim: its lease began later than this, never earlier.
      const claimedAt = Date.now();
      const batch = await this.claim();
      if (batch.length === 0) return;
      await this.sendAll(batch, claimedAt + leaseMs - 2 * sendMs, stopping);
      if (batch.length < BATCH) return;
    }
  }

  /**
   * Sends the batch over `CONNECTIONS` lanes, each mail after the one before it on its lane, so
   * that every mail starts when a connection is free for it and not before; a mail whose turn
   * comes after `startBy`, or once stopping, is given back for a new claim.
   */
  private async sendAll(batch: Claimed[], startBy: number, stopping: AbortSignal) {
    const waiting = [...batch];
    const lane = async () => {
      for (let message = waiting.shift(); message; message = waiting.shift()) {
        if (stopping.aborted || Date.now() > startBy) await this.giveBack(message);
        else await this.send(message);
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: CONNECTIONS }, lane));
    // A lane stops at a failed write (the database is away, say); what it had not reached
    // stays claimed and is taken again once the claim runs out.
    const failed = lanes.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async claim(): Promise<Claimed[]> {
    const { db } = this.options;
    const claimed = await db
      .update(outbox)
      .set({
        // To the millisecond, so that the value read back is exactly the one stored: the token.
        lockedUntil: sql`date_trunc('milliseconds', ${fromNow(this.lease)})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(
        sql`${outbox.id} in (
          select id from outbox
          where status = 'pending' and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by id
          limit ${BATCH}
          for update skip locked)`,
      )
      .returning();
    return claimed as Claimed[];
  }

  /** The mail's row while this instance's claim on it holds, and not after. */
  private held(message: Claimed) {
    return and(eq(outbox.id, message.id), eq(outbox.lockedUntil, message.lockedUntil));
  }

  /** Gives the mail back unsent and uncounted, for a new claim at once. */
  private async giveBack(message: Claimed) {
    await this.options.db
      .update(outbox)
      .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(this.held(message));
  }

  /**
   * Hands a mail to the SMTP server; aborted (which ends its conversation, and its connection)
   * after `sendMs`, or when stopping stops waiting for it.
   */
  private async deliver(smtpUrl: string, mail: SendMailOptions) {
    const transport = await this.transportNow(smtpUrl);
    const abort = new AbortController();
    const tooLong = setTimeout(
      () => abort.abort(new Error(`not sent within ${this.timings.sendMs} ms`)),
      this.timings.sendMs,
    );
    this.sending.add(abort);
    try {
      // nodemailer takes a signal per mail; its types do not say so yet.
      const signalled: SendMailOptions & { signal: AbortSignal } = {
        ...mail,
        signal: abort.signal,
      };
      await transport.sendMail(signalled);
    } finally {
      clearTimeout(tooLong);
      this.sending.delete(abort);
    }
  }

  private async send(message: Claimed) {
    const { db, log, uploadsDir, from, maxAttempts = 10 } = this.options;
    const attachments = ((message.attachments as MailAttachment[] | null) ?? []).map((file) => ({
      filename: file.filename,
      // Keys are ours (random names under the uploads folder); normalise anyway.
      path: path.join(uploadsDir, path.normalize(file.key).replace(/^(\.\.(\/|\\|$))+/, '')),
    }));
    try {
      const content = await this.contentOf(message);
      if (!content) {
        await db.delete(outbox).where(this.held(message));
        log.info({ mailId: message.id, kind: message.kind }, 'mail dropped: nothing to send');
        return;
      }
      const { smtpUrl } = this.options;
      if (!smtpUrl) return;
      const language = content.language ?? languageOfHtml(content.html);
      const headers = {
        ...(language ? { 'Content-Language': language } : {}),
        ...content.headers,
      };
      await this.deliver(smtpUrl, {
        from,
        to: message.to,
        subject: content.subject,
        html: content.html,
        text: content.text,
        attachments,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(content.calendar
          ? {
              icalEvent: {
                method: content.calendar.method,
                content: content.calendar.content,
                filename: content.calendar.method === 'PUBLISH' ? 'classes.ics' : 'invite.ics',
              },
            }
          : {}),
      });
      const marked = await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          lockedUntil: null,
          lastError: null,
          // A secret that has reached its inbox is not kept here as well.
          ...(message.sensitive ? { html: '', text: '' } : {}),
        })
        .where(this.held(message))
        .returning({ id: outbox.id });
      if (marked.length === 0) {
        // The timings end every mail within its claim: only a process paused past it, or writes
        // that took the whole margin, get here.
        log.warn({ mailId: message.id }, 'mail sent after its claim ran out; it may go twice');
        return;
      }
      log.info({ mailId: message.id, subject: message.subject }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= maxAttempts;
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffSeconds(message.attempts) * 1000),
        })
        .where(this.held(message));
      log.warn({ mailId: message.id, attempts: message.attempts, err: reason }, 'mail not sent');
    }
  }
}
