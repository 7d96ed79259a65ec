import type { FastifyBaseLogger } from 'fastify';
import {
  enqueueComposedMail,
  enqueueMail,
  type ComposedMail,
  type MailComposer,
  type MailMessage,
  type MailWorker,
} from './outbox.ts';
import type { MailTemplates } from './templates.ts';

type Writer = Parameters<typeof enqueueMail>[0];

/** What services need to send mail: the templates, where staff read, and the outbox. */
export class Mailer {
  /** The school as a mail's sender and as the organiser of the classes it invites to. */
  readonly sender: { name: string; email: string };

  constructor(
    readonly templates: MailTemplates,
    readonly staffEmail: string,
    private readonly worker: MailWorker,
    private readonly log: FastifyBaseLogger,
    from: string,
  ) {
    // MAIL_FROM is `Name <address>` or a bare address.
    const [, name, email] = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from) ?? [];
    this.sender = { name: name || 'Iqra Academy', email: email ?? from.trim() };
  }

  /** Writes the mail to the outbox with `writer` (pass the transaction of the change it reports). */
  async queue(writer: Writer, message: MailMessage): Promise<void> {
    await enqueueMail(writer, message);
    this.log.info({ to: message.to, subject: message.subject }, 'mail queued');
  }

  /** Writes a mail (or many) whose body the composer for its kind makes when it is sent. */
  async queueComposed(writer: Writer, mail: ComposedMail | ComposedMail[]): Promise<void> {
    await enqueueComposedMail(writer, mail);
    const mails = Array.isArray(mail) ? mail : [mail];
    if (mails.length === 1)
      this.log.info({ to: mails[0]?.to, kind: mails[0]?.kind }, 'mail queued');
    else if (mails.length > 1)
      this.log.info({ mails: mails.length, kind: mails[0]?.kind }, 'mails queued');
  }

  /** Registers who composes the mail of `kind` when the worker sends it. */
  composeWith(kind: string, composer: MailComposer): void {
    this.worker.registerComposer(kind, composer);
  }

  /** Sends what is due now; resolves once the round under way (this one, or one running) ends. */
  flush(): Promise<void> {
    return this.worker.kick();
  }

  /** Asks the worker to send now rather than at its next round (call after the commit). */
  flushSoon(): void {
    void this.worker.kick();
  }
}
