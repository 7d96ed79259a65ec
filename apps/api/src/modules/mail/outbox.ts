import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { duration } from '../../lib/dates.ts';
import { fromNow } from '../../lib/db-time.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
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
export async function enqueueComposedMail(db: Writer, mail: ComposedMail): Promise<void> {
  await db.insert(outbox).values({
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    sensitive: mail.sensitive,
    payload: mail.payload ?? null,
  });
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
  /** How often to look for due mail. */
  intervalMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
}

// Mails claimed at once and sent side by side over the pool's connections: a minute's
// reminders for a whole school leave within that minute (scripts/bench-reminders.mjs).
const BATCH = 50;
const CONNECTIONS = 4;
// A claimed message is left alone by other instances for this long.
const LEASE = duration({ seconds: 120 });

/**
 * The SMTP address with connections kept open and reused while there is mail to send (at most
 * four at a time), unless the address says otherwise: one connection per mail costs a
 * handshake each.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) {
    url.searchParams.set('maxConnections', String(CONNECTIONS));
  }
  // A connection unused for a few seconds is closed rather than held open on the server.
  if (!url.searchParams.has('idleTimeout')) url.searchParams.set('idleTimeout', '5000');
  return url.toString();
}

/** Seconds to wait before attempt `n + 1`: 5 s, 10 s, 20 s … at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Sends due outbox mail over SMTP. Messages are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several instances never send one twice; a restart picks up what is unsent.
 */
export class MailWorker {
  private readonly task: PeriodicTask;
  /** Made with the first mail to send: nodemailer is loaded only by an instance that sends. */
  private transport: Promise<Transporter> | undefined;
  private readonly composers = new Map<string, MailComposer>();

  constructor(private readonly options: MailWorkerOptions) {
    this.task = new PeriodicTask({
      run: (stopping) => this.drain(stopping),
      intervalMs: options.intervalMs ?? 2000,
      onError: (error) => options.log.error({ err: error }, 'mail round failed'),
    });
  }

  get enabled(): boolean {
    return this.options.smtpUrl !== undefined;
  }

  private transportNow(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(pooled(smtpUrl)),
    );
    return this.transport;
  }

  /** Who composes the mail of `kind` (modules register theirs when the app is built). */
  registerComposer(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /** The content to send: stored, or composed now; null when there is nobody to send it to. */
  private async contentOf(message: typeof outbox.$inferSelect): Promise<MailContent | null> {
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

  /** No new claim is made; resolves once the mails being sent are done with. */
  async stop(): Promise<void> {
    await this.task.stop();
    (await this.transport?.catch(() => undefined))?.close();
  }

  private async drain(stopping: AbortSignal): Promise<void> {
    while (!stopping.aborted) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      await Promise.all(batch.map((message) => this.send(message)));
      if (batch.length < BATCH) return;
    }
  }

  private async claim() {
    const { db } = this.options;
    return db
      .update(outbox)
      .set({
        lockedUntil: fromNow(LEASE),
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
  }

  private async send(message: typeof outbox.$inferSelect) {
    const { db, log, uploadsDir, from, maxAttempts = 10 } = this.options;
    const attachments = ((message.attachments as MailAttachment[] | null) ?? []).map((file) => ({
      filename: file.filename,
      // Keys are ours (random names under the uploads folder); normalise anyway.
      path: path.join(uploadsDir, path.normalize(file.key).replace(/^(\.\.(\/|\\|$))+/, '')),
    }));
    try {
      const content = await this.contentOf(message);
      if (!content) {
        await db.delete(outbox).where(eq(outbox.id, message.id));
        log.info({ mailId: message.id, kind: message.kind }, 'mail dropped: nothing to send');
        return;
      }
      const { smtpUrl } = this.options;
      if (!smtpUrl) return;
      await (
        await this.transportNow(smtpUrl)
      ).sendMail({
        from,
        to: message.to,
        subject: content.subject,
        html: content.html,
        text: content.text,
        attachments,
        ...(content.headers ? { headers: content.headers } : {}),
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
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          lockedUntil: null,
          lastError: null,
          // A secret that has reached its inbox is not kept here as well.
          ...(message.sensitive ? { html: '', text: '' } : {}),
        })
        .where(eq(outbox.id, message.id));
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
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'pending')));
      log.warn({ mailId: message.id, attempts: message.attempts, err: reason }, 'mail not sent');
    }
  }
}
