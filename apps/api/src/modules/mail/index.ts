// The mail module's public face: app.ts builds the mailer from the templates and the outbox
// worker; other modules send through the Mailer and compose with the templates' types.
export { isolate, SCHOOL } from './layout.ts';
export { Mailer } from './mailer.ts';
export { enqueueComposedMail, MailWorker } from './outbox.ts';
export {
  mailTemplates,
  whose,
  Whose,
  type CalendarPart,
  type MailContent,
  type MailTemplates,
} from './templates.ts';
export type { DigestPart } from './digest-mail.ts';
export type { LeaveMailClass } from './leave-mails.ts';
export type { SeasonNews } from './season-mails.ts';
export {
  courseWith,
  dayFor,
  oneClassIn,
  planTimes,
  readerOf,
  requestLanguageOf,
  whenFor,
  type MailReader,
} from './reader.ts';
