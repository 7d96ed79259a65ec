import { z } from 'zod';
import { email, gender, integer, optionalText, text, timeZone } from './fields.ts';
import { boolean } from './admin/field-builders.ts';

// Families: a parent (guardian) adds children, who learn without a sign-in of their own; the
// parent pays, follows their classes and progress, and is mailed about them.

/** A family has at most this many children. */
export const MAX_CHILDREN = 12;

export const CONSENT_REQUIRED =
  'Please confirm that you agree to the school keeping your child’s details and teaching them.';
export const TOO_MANY_CHILDREN = `A family may have at most ${MAX_CHILDREN} children.`;

/**
 * A child is mailed directly only when surely 13 or over: with a year of birth alone, that is
 * from the year they turn 14 (a child born in 2013 may still be 12 on 31 December 2026).
 */
export const DIRECT_MAIL_AGE = 13;

/** How old a child is, or turns, in `year`. */
export const ageInYear = (birthYear: number, year: number) => year - birthYear;

/** Whether a child born in `birthYear` is surely `DIRECT_MAIL_AGE` or over in `year`. */
export const surelyOldEnoughForMail = (birthYear: number, year: number) =>
  ageInYear(birthYear, year) > DIRECT_MAIL_AGE;

export const CHILD_TOO_YOUNG_FOR_SIGN_IN =
  'A child gets a sign-in of their own from the year they turn 14; until then their parents are mailed.';

const childShape = {
  firstName: text('first name'),
  lastName: optionalText('last name', 255),
  /** The API also refuses a year after this one, or more than 100 years ago. */
  birth_year: integer('year of birth', { min: 1900, max: 2200 }),
  gender: gender(),
  /** The family asks for a tutor of the child's gender (a substitute too: decision 049). */
  same_gender_tutor: boolean('same-gender tutor').optional(),
};

/** `POST /api/family/children`: the parent adds a child, agreeing to the school's terms for them. */
export const childCreateSchema = z.strictObject({
  ...childShape,
  /** The parent's own zone when left out. */
  time_zone: timeZone().optional(),
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
export type ChildCreateInput = z.input<typeof childCreateSchema>;

/** `PATCH /api/family/children/:id`: what the parent may change; each part optional. */
export const childUpdateSchema = z.strictObject({
  firstName: childShape.firstName.optional(),
  /** '' clears it. */
  lastName: z
    .string({ error: 'The last name field must be a string.' })
    .trim()
    .max(255, { error: 'The last name field must not be greater than 255 characters.' })
    .optional(),
  birth_year: childShape.birth_year.optional(),
  gender: childShape.gender.optional(),
  same_gender_tutor: childShape.same_gender_tutor,
  time_zone: timeZone().optional(),
});
export type ChildUpdateInput = z.input<typeof childUpdateSchema>;

export const childSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birth_year: z.number(),
  /** How old they are, or turn, this year. */
  age: z.number(),
  gender: z.number(),
  /** Whether the family asked for a tutor of the child's gender. */
  same_gender_tutor: z.boolean(),
  /** Null while neither the parent nor the child has a zone (times then show on the class's). */
  time_zone: z.string().nullable(),
  /** When the parent agreed to the school keeping the child's details and teaching them. */
  consent_at: z.iso.datetime(),
  /** Whether the child signs in with an address of their own. */
  has_sign_in: z.boolean(),
});
export type Child = z.infer<typeof childSchema>;

/** `GET /api/family`: the parent's children, eldest first. */
export const familySchema = z.strictObject({ children: z.array(childSchema) });
export type Family = z.infer<typeof familySchema>;

// ---------- joining a family by invitation (decision 034) ----------

/** A child has at most two guardians (two parents). */
export const MAX_GUARDIANS = 2;
/** How long a family invitation's link works, on the school's clock. */
export const INVITATION_DAYS = 14;
/** Invitations a parent may have waiting for an answer at once. */
export const MAX_PENDING_INVITATIONS = 10;

export const INVITATION_KINDS = ['child', 'guardian'] as const;
/** `child`: an existing learner becomes the parent's child; `guardian`: a second guardian. */
export type InvitationKind = (typeof INVITATION_KINDS)[number];

export const INVITE_SELF = 'That is your own address: invite someone else.';
export const ALREADY_INVITED =
  'You have already invited this address: send that invitation again from the list instead.';
export const TOO_MANY_PENDING = `You may have at most ${MAX_PENDING_INVITATIONS} invitations waiting for an answer: cancel one first.`;
export const tooManyGuardians = (firstName: string) =>
  `${firstName} already has ${MAX_GUARDIANS} guardians.`;
export const alreadySignsIn = (firstName: string) =>
  `${firstName} already signs in with an address of their own.`;

/** The invitee's link names no invitation of theirs (unknown, cancelled, or another address's). */
export const NO_INVITATION =
  'There is no invitation for your account at this link. If it was sent to another address, sign in with that address; or ask for a new invitation.';
export const INVITATION_EXPIRED =
  'This invitation has expired. Ask whoever sent it to send it again.';
export const INVITATION_USED = 'This invitation has already been accepted.';

/** `POST /api/family/invitations`: link an existing learner, by their address, as my child. */
export const childInvitationCreateSchema = z.strictObject({
  email: email(),
  /** The parent agrees to the school keeping the child's details and teaching them. */
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
export type ChildInvitationCreateInput = z.input<typeof childInvitationCreateSchema>;

/**
 * `POST /api/family/children/:id/guardians`: another adult, by address, to be this child's
 * guardian too; `POST /api/family/children/:id/sign-in`: the child's own address, to sign in.
 */
export const emailInvitationSchema = z.strictObject({ email: email() });
export type EmailInvitationInput = z.input<typeof emailInvitationSchema>;

/** An invitation the parent sent that is still waiting for an answer. */
export const familyInvitationSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(INVITATION_KINDS),
  /** Where it was sent (lower-cased). */
  email: z.string(),
  /** For `guardian`: the child the invitee would be a guardian of. */
  child: z.strictObject({ id: z.number(), firstName: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  /** Past its expiry: sending it again makes a new link. */
  expired: z.boolean(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

const token = z
  .string({ error: NO_INVITATION })
  .min(1, { error: NO_INVITATION })
  .max(200, { error: NO_INVITATION });

/** `GET /api/family/invitations/received?token=`: the link's token. */
export const invitationTokenQuery = z.object({ token });

/** What the invitee reads before accepting: who invites them, and to what. */
export const receivedInvitationSchema = z.strictObject({
  kind: z.enum(INVITATION_KINDS),
  /** The parent who sent it. */
  from: z.strictObject({ firstName: z.string(), lastName: z.string() }),
  /** For `guardian`: the child. */
  child: z.strictObject({ firstName: z.string(), age: z.number() }).nullable(),
  expires_at: z.iso.datetime(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

/**
 * `POST /api/family/invitations/accept`. A second guardian consents to the school keeping the
 * child's details (`consent: true`); a learner joining as a child has the parent's consent.
 */
export const invitationAcceptSchema = z.strictObject({
  token,
  consent: z.boolean({ error: CONSENT_REQUIRED }).optional(),
});
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;

export const invitationAcceptedSchema = z.strictObject({
  kind: z.enum(INVITATION_KINDS),
  message: z.string(),
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
