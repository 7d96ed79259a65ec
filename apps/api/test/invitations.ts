import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ReceivedMail, startSmtpStandIn } from './smtp-stand-in.ts';

// Mails about classes as a calendar app and a person read them: the invitation parsed with a
// real iCalendar parser, and the latest mail of a kind to an address.

/** The one calendar part of a mail: its method, and each event as a calendar reads it. */
export function invitationOf(mail: ReceivedMail) {
  expect(mail.calendars).toHaveLength(1);
  const [part] = mail.calendars;
  if (!part) throw new Error('the mail carries no calendar');
  const calendar = new ICAL.Component(ICAL.parse(part.text));
  expect(calendar.getFirstPropertyValue('method')).toBe(part.method);
  return {
    method: part.method,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        status: vevent.getFirstPropertyValue('status'),
        organizer: String(vevent.getFirstPropertyValue('organizer') ?? '').replace(
          /^mailto:/i,
          'mailto:',
        ),
        attendee: String(vevent.getFirstPropertyValue('attendee') ?? '').replace(
          /^mailto:/i,
          'mailto:',
        ),
        attendeeName: vevent.getFirstProperty('attendee')?.getParameter('cn') ?? null,
      };
    }),
  };
}

/** The latest mail to `address` whose subject starts with `subject` (or matches it), waited for. */
export const latestMailTo =
  (smtp: Awaited<ReturnType<typeof startSmtpStandIn>>) =>
  async (address: string, subject: string | RegExp) => {
    const matches = (title: string) =>
      typeof subject === 'string' ? title.startsWith(subject) : subject.test(title);
    const found = await smtp.waitFor((mail) => mail.to.includes(address) && matches(mail.subject));
    const latest = found.at(-1);
    if (!latest) throw new Error(`no mail to ${address}`);
    return latest;
  };
