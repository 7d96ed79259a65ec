import { z } from 'zod';

/**
 * The reminder mails a person may turn off, each on its own: before each class (a day and an
 * hour ahead), before a plan ends (and when it has ended), a tutor's nudge to record a class,
 * and the weekly digest (on for a parent unless they turn it off; a learner turns it on). Mails
 * about a change to a class are never optional.
 */
export const REMINDER_KINDS = [
  'class_24h',
  'class_1h',
  'renewal',
  'record_nudge',
  'weekly_digest',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What each kind is, as the account page and the unsubscribe page say it. */
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  class_24h: 'A reminder 24 hours before each class',
  class_1h: 'A reminder 1 hour before each class',
  renewal: 'Reminders before my plan ends, and when it has ended',
  record_nudge: 'A nudge when a class is still to be recorded a day after it ended',
  weekly_digest: 'A weekly summary: classes, tutors’ notes, lessons and the week ahead',
};

/** The kinds a learner gets, and the kinds a tutor gets. */
export const LEARNER_REMINDERS: readonly ReminderKind[] = [
  'class_24h',
  'class_1h',
  'renewal',
  'weekly_digest',
];
export const TUTOR_REMINDERS: readonly ReminderKind[] = ['class_24h', 'class_1h', 'record_nudge'];

export const reminderKindSchema = z.enum(REMINDER_KINDS, {
  error: 'This kind of reminder does not exist.',
});

/** When the weekly digest goes, on the person's clock, unless they choose otherwise. */
export const DIGEST_DEFAULT = { weekday: 7, time: '09:00' } as const;
const digestTimeSchema = z.strictObject({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** "HH:MM" on the person's clock. */
  time: z.string(),
});

/**
 * `GET /api/mail-preferences`: each kind of reminder the person gets, on or off, and for a
 * learner when their weekly digest goes (`digest`; null for whoever gets none).
 * `PUT /api/mail-preferences` takes any of them and answers the same shape.
 */
export const mailPreferencesSchema = z.strictObject({
  reminders: z.array(
    z.strictObject({ kind: reminderKindSchema, label: z.string(), on: z.boolean() }),
  ),
  digest: digestTimeSchema.nullable(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const mailPreferencesUpdateSchema = z.strictObject({
  ...(Object.fromEntries(
    REMINDER_KINDS.map((kind) => [kind, z.boolean({ error: 'Choose on or off.' }).optional()]),
  ) as Record<ReminderKind, z.ZodOptional<z.ZodBoolean>>),
  digest_weekday: z
    .number({ error: 'Choose a day of the week.' })
    .int({ error: 'Choose a day of the week.' })
    .min(1, { error: 'Choose a day of the week.' })
    .max(7, { error: 'Choose a day of the week.' })
    .optional(),
  digest_time: z
    .string({ error: 'Give a time as HH:MM.' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Give a time as HH:MM, from 00:00 to 23:59.' })
    .optional(),
});
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdateSchema>;

/**
 * `GET /api/unsubscribe/:token?kind=…` (what the link would turn off) and `POST` to the same
 * address (turns it off; RFC 8058 one-click, no session).
 */
export const unsubscribeStateSchema = z.strictObject({
  kind: reminderKindSchema,
  label: z.string(),
  on: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';
