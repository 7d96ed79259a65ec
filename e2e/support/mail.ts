import { readdir, readFile } from 'node:fs/promises';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits (15 s, or `ms`) for a mail to `to` whose subject matches, as received by the test SMTP
 * server.
 */
export async function waitForMail(
  to: string,
  subject: RegExp | string,
  ms = 15_000,
): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const matches = (mail: ReceivedMail) =>
    mail.to.includes(to) &&
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.json')).sort()) {
      const mail = JSON.parse(await readFile(`${dir}/${file}`, 'utf8')) as ReceivedMail;
      if (matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with subject ${subject} within ${ms / 1000} s`);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return found;
}
