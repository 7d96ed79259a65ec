import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; size: number }[];
  /** Calendar parts (`text/calendar`): the iTIP method in their content type, and the text. */
  calendars: { method: string; text: string }[];
  /** Header lines by lower-case name (List-Unsubscribe and the like), as sent. */
  headers: Record<string, string>;
}

/** The parts of a parsed mail a test reads: every `text/calendar` part, however it was sent. */
function calendarsOf(mail: ParsedMail): ReceivedMail['calendars'] {
  return mail.attachments
    .filter((item) => item.contentType === 'text/calendar')
    .map((item) => {
      const type = item.headers.get('content-type') as
        { value: string; params?: Record<string, string> } | undefined;
      return { method: type?.params?.method ?? '', text: item.content.toString('utf8') };
    });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A real SMTP server (the smtp-server package) on a local port, keeping what it receives.
 * `stop()` and `start()` take it down and bring it back on the same port.
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let port = 0;
  let server: SMTPServer | undefined;
  // While held, a mail's DATA is read and kept but not yet answered: the sender waits.
  let held: Promise<void> | undefined;
  let holdOnly: ((mail: ReceivedMail) => boolean) | undefined;
  let answering = 0;
  let delayMs = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        // Stopping drops the connections still open, as a server going down would.
        closeTimeout: 100,
        disabledCommands: ['STARTTLS', 'AUTH'],
        // The greeting waits for no DNS lookup of the client: on a busy machine that alone
        // outlasted a test's short SMTP timeouts.
        disableReverseLookup: true,
        logger: false,
        onData(stream, _session, callback) {
          answering += 1;
          simpleParser(stream)
            .then((mail: ParsedMail) => {
              const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
              const arrived: ReceivedMail = {
                to: to.flatMap((address) => address.value.map((item) => item.address ?? '')),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                attachments: mail.attachments.map((item) => ({
                  filename: item.filename ?? '',
                  size: item.size,
                })),
                calendars: calendarsOf(mail),
                headers: Object.fromEntries(
                  mail.headerLines.map((line) => [
                    line.key,
                    line.line
                      .slice(line.line.indexOf(':') + 1)
                      .replace(/\r?\n\s+/g, ' ')
                      .trim(),
                  ]),
                ),
              };
              received.push(arrived);
              for (const wake of waiters.splice(0)) wake();
              const holding = held && (!holdOnly || holdOnly(arrived));
              return holding ? held : delayMs > 0 ? sleep(delayMs) : undefined;
            })
            .then(() => callback(), callback)
            .finally(() => {
              answering -= 1;
            });
        },
      });
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server?.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    /** Resolves once `count` mails matching `filter` have arrived (or rejects after `ms`). */
    async waitFor(filter: (mail: ReceivedMail) => boolean, count = 1, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.filter(filter).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} mail(s); got: ${received.map((m) => m.subject).join(' | ')}`,
          );
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.filter(filter);
    },
    /** Mails whose DATA has begun and is not answered yet (see `hold`). */
    get waiting() {
      return answering;
    },
    /** Answers each mail's DATA `ms` after it has arrived, as a busy server does (0: at once). */
    answerAfter(ms: number) {
      delayMs = ms;
    },
    /**
     * From now on mail is received, but its DATA answered only once the returned call is made;
     * with `only`, just the mails it picks (others are answered as before).
     */
    hold(only?: (mail: ReceivedMail) => boolean): () => void {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => (release = resolve));
      holdOnly = only;
      return () => {
        held = undefined;
        holdOnly = undefined;
        release();
      };
    },
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting ${prefix} in: ${mail.text}`);
  return match[0];
}
