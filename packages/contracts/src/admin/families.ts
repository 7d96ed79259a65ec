import { z } from 'zod';
import { MAX_CHILDREN, MAX_GUARDIANS } from '../families.ts';
import { SUBSCRIPTION_STATUSES } from '../learning.ts';
import { id } from './field-builders.ts';
import { adminNamedSchema } from './resources.ts';

// Families in the back office (decision 033): staff see a parent with their children and the
// children's subscriptions, link a learner to a parent, unlink one, and move a child to
// another parent. A family is named by its parent (`id` is the parent's user id).

/** What staff confirm when they link a parent: the parent's consent, as a parent gives it. */
export const STAFF_CONSENT_REQUIRED =
  'Please confirm that the parent agrees to the school keeping the child’s details and teaching them.';

/** The 422s and 409s of linking, unlinking and moving, by field. */
export const FAMILY_MESSAGES = {
  self: 'A learner cannot be their own parent.',
  parentNotLearner: 'Only a learner’s account can be a parent: tutors and staff sign in for work.',
  childNotLearner: 'Only a learner can be a child in a family.',
  alreadyLinked: 'This learner is already a child of this parent.',
  alreadyParent: 'This learner is already one of the child’s parents.',
  cycle:
    'This learner is a parent (or grandparent) of the parent: they cannot also be their child.',
  tooManyGuardians: `A child has at most ${MAX_GUARDIANS} parents: unlink one first, or move the child.`,
  tooManyChildren: `A family may have at most ${MAX_CHILDREN} children.`,
  notTheirChild: 'This learner is not a child of this parent.',
  sameParent: 'Choose another parent: the child is already in this family.',
  orphan:
    'This child has no sign-in of their own and no other parent: unlinked, nobody could see or pay for them. Move them to another parent instead, or link a second parent first.',
} as const;

/** A person of a family as the back office names them. */
export const adminFamilyPersonSchema = z.strictObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a child a parent added, who has no sign-in. */
  email: z.string().nullable(),
});
export type AdminFamilyPerson = z.infer<typeof adminFamilyPersonSchema>;

/** A child's subscription, as the family screen lists it. */
export const adminFamilySubscriptionSchema = z.strictObject({
  id: z.number(),
  product: adminNamedSchema,
  tier: adminNamedSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  ended_at: z.string(),
});

export const adminFamilyChildSchema = adminFamilyPersonSchema.extend({
  /** Null for an account whose year of birth nobody gave (a learner who signed up). */
  birth_year: z.number().nullable(),
  /** How old they are, or turn, this year; their stated age without a year of birth. */
  age: z.number().nullable(),
  /** Whether the child signs in with an address of their own. */
  has_sign_in: z.boolean(),
  /** When this family's parent agreed (or staff confirmed they agreed) to the school's terms. */
  consent_at: z.string(),
  /** Every parent of the child, this family's first, then by when they were linked. */
  guardians: z.array(adminFamilyPersonSchema),
  subscriptions: z.array(adminFamilySubscriptionSchema),
});
export type AdminFamilyChild = z.infer<typeof adminFamilyChildSchema>;

/** `GET /api/admin/families(/:id)`: a parent, their children, and the parent's own parents. */
export const adminFamilySchema = z.strictObject({
  /** The parent's user id. */
  id: z.number(),
  guardian: adminFamilyPersonSchema,
  /** Eldest first. */
  children: z.array(adminFamilyChildSchema),
  /** The parent's own parents, when the parent is someone's child too. */
  parents: z.array(adminFamilyPersonSchema),
});
export type AdminFamily = z.infer<typeof adminFamilySchema>;

const consent = z.literal(true, { error: STAFF_CONSENT_REQUIRED });

/** `POST /api/admin/families/links`: a learner becomes a parent's child. */
export const adminFamilyLinkSchema = z.strictObject({
  guardian_id: id('parent'),
  child_id: id('child'),
  consent,
});
export type AdminFamilyLinkInput = z.input<typeof adminFamilyLinkSchema>;

/** `POST /api/admin/families/:id/children/:childId/move`: the child's parent :id is replaced. */
export const adminFamilyMoveSchema = z.strictObject({
  guardian_id: id('new parent'),
  consent,
});
export type AdminFamilyMoveInput = z.input<typeof adminFamilyMoveSchema>;
