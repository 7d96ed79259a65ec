import { z } from 'zod';
import { GRADES } from '../lesson-rules.ts';
import { PAY_OUTCOMES } from '../pay-rules.ts';
import { HOLIDAY_RULES } from '../school-year-rules.ts';
import { email, gender, integer, phone, text, timeZone, wallTime, weekdays } from '../fields.ts';
import { boolean, id, imagePath, patchOf, webLink } from './field-builders.ts';

// Tutors, weekly plans, trials and the school's rules for changing a class, as staff set them.

/** What pays a tutor, each outcome once, in the order of PAY_OUTCOMES; none is a rule too. */
const paidOutcomes = () =>
  z
    .array(z.enum(PAY_OUTCOMES, { error: 'Choose what pays a tutor from the list.' }), {
      error: 'Choose what pays a tutor from the list.',
    })
    .max(PAY_OUTCOMES.length, { error: 'Choose what pays a tutor from the list.' })
    .transform((chosen) => PAY_OUTCOMES.filter((outcome) => chosen.includes(outcome)));

/**
 * `PUT /api/admin/subscriptions/:id/plan`: the subscription's tutor and weekly classes, at
 * `start_time` on the wall clock of `time_zone` (the tutor's zone when left out).
 */
export const weeklyPlanSchema = z.strictObject({
  tutor_id: id('tutor'),
  weekdays: weekdays(),
  start_time: wallTime(),
  time_zone: timeZone().optional(),
});
export type WeeklyPlanInput = z.input<typeof weeklyPlanSchema>;

export const weeklyPlanViewSchema = z.strictObject({
  subscription_id: z.number(),
  tutor: z.strictObject({ id: z.number(), name: z.string(), time_zone: z.string() }),
  weekdays: z.array(z.number()),
  start_time: z.string(),
  minutes: z.number(),
  anchor_zone: z.string(),
  // Classes to come under this plan.
  upcoming: z.number(),
});
export type WeeklyPlanView = z.infer<typeof weeklyPlanViewSchema>;

const languages = () =>
  z
    .array(text('language', { max: 40 }), { error: 'The languages field must be a list.' })
    .max(10, { error: 'Give at most ten languages.' });

const httpsLink = (label: string) =>
  webLink(label).refine((value) => value.startsWith('https://'), {
    error: `The ${label} must start with https://.`,
  });

const tutorShape = {
  firstName: text('first name', { max: 100 }),
  lastName: text('last name', { max: 100 }),
  email: email(),
  // Tutors keep their account up to date like anyone, and the account form needs a phone.
  phone: phone('phone'),
  gender: gender(),
  time_zone: timeZone(),
  languages: languages(),
  bio: z.union([z.literal(''), text('bio', { max: 2000 })]).default(''),
  meeting_link: httpsLink('meeting link'),
  // The tutor's photo (an uploaded image); families see who will teach.
  avatar: imagePath('photo').nullable().optional(),
};

/** `POST /api/admin/tutors`: a tutor account; they are mailed a link to choose a password. */
export const adminTutorCreateSchema = z.strictObject(tutorShape);
export type AdminTutorCreateInput = z.input<typeof adminTutorCreateSchema>;
export const adminTutorUpdateSchema = patchOf({ ...tutorShape, active: boolean('active') });
export type AdminTutorUpdateInput = z.input<typeof adminTutorUpdateSchema>;

export const adminTutorSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.number(),
  avatar: z.string().nullable(),
  time_zone: z.string(),
  languages: z.array(z.string()),
  bio: z.string(),
  meeting_link: z.string(),
  active: z.boolean(),
  // Whether they have chosen a password from their invitation yet.
  invitation_pending: z.boolean(),
  created_at: z.iso.datetime(),
});
export type AdminTutor = z.infer<typeof adminTutorSchema>;

/** `POST /api/admin/demo-requests/:id/trial`: a free trial class with a tutor. */
export const trialBookingSchema = z.strictObject({
  tutor_id: id('tutor'),
  starts_at: z.iso.datetime({
    offset: true,
    error: 'The starts at field must be a valid date and time.',
  }),
  minutes: integer('length', { min: 15, max: 120 }).optional(),
  time_zone: timeZone().optional(),
});
export type TrialBookingInput = z.input<typeof trialBookingSchema>;

/** `POST /api/admin/makeup-credits/:id/book`: with the class's tutor unless another is named. */
export const makeupBookingSchema = z.strictObject({
  starts_at: z.iso.datetime({
    offset: true,
    error: 'The starts at field must be a valid date and time.',
  }),
  tutor_id: id('tutor').optional(),
});
export type MakeupBookingInput = z.input<typeof makeupBookingSchema>;

/** The longest word a school may give a grade. */
export const GRADE_LABEL_MAX = 30;

const gradeLabel = (grade: string) => text(`${grade} grade`, { max: GRADE_LABEL_MAX });

/** The school's words for its four grades: each given, and no two alike. */
export const gradeLabelsSchema = z
  .strictObject({
    excellent: gradeLabel('first'),
    very_good: gradeLabel('second'),
    good: gradeLabel('third'),
    repeat: gradeLabel('fourth'),
  })
  .superRefine((labels, ctx) => {
    const seen = new Set<string>();
    for (const grade of GRADES) {
      const word = labels[grade].toLocaleLowerCase('en');
      if (seen.has(word)) {
        ctx.addIssue({
          code: 'custom',
          path: [grade],
          message: 'Each grade must have its own name.',
        });
      }
      seen.add(word);
    }
  });

export const schoolSettingsSchema = z.strictObject({
  notice_hours: integer('notice window', { min: 0, max: 168 }),
  makeup_weeks: integer('make-up window', { min: 1, max: 52 }),
  /** Best first; the default words until the school gives its own. */
  grade_labels: gradeLabelsSchema,
  /** Whether tutors may propose certificates for staff to approve; left out, it stays. */
  tutors_propose_certificates: z.boolean({ error: 'Choose yes or no.' }).optional(),
  /** The school's clock (an IANA zone): its days, months and tutors' pay months; left out, it stays. */
  time_zone: timeZone().optional(),
  /** What pays a tutor for a class (decision 046); left out, it stays. */
  paid_outcomes: paidOutcomes().optional(),
  /**
   * What a learner gets for a class a holiday takes: the plan's end moves on, or a make-up
   * credit (decision 049); left out, it stays.
   */
  holiday_rule: z
    .enum(HOLIDAY_RULES, { error: 'Choose whether the plan ends later or a make-up is given.' })
    .optional(),
  /** Weeks of pause a year a subscription is granted on asking (decision 049); left out, it stays. */
  pause_weeks: integer('pause weeks', { min: 0, max: 52 }).optional(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
