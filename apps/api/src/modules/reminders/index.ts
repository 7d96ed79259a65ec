// The reminders module's public face: the plugin app.ts registers (scheduler, mails, routes).
export { remindersPlugin, type RemindersOptions } from './routes.ts';
export { remindRenewalNow } from './staff-reminder.ts';
