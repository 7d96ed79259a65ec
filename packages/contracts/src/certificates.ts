import { z } from 'zod';
import { ayahRefSchema } from './lessons.ts';
import { id } from './admin/field-builders.ts';
import { optionalText, text } from './fields.ts';
import {
  CERTIFICATE_KINDS,
  CERTIFICATE_PROPOSAL_STATUSES,
  type CertificateKind,
} from './certificate-words.ts';

export * from './certificate-words.ts';

// Certificates (issue on certificates): what a learner achieved, issued by staff, checked by
// anyone at its address. Kept for good; a revoked one says so everywhere.

/** What a certificate says, as staff (or a proposing tutor) write it. */
const printedFields = {
  kind: z.enum(CERTIFICATE_KINDS, { error: 'Choose the kind of certificate.' }),
  title: optionalText('title', 120),
  title_ar: optionalText('Arabic title', 120),
  learner_name_ar: optionalText('name in Arabic', 120),
  line: optionalText('line', 300),
  line_ar: optionalText('Arabic line', 300),
  from: ayahRefSchema('from').optional(),
  to: ayahRefSchema('to').optional(),
  grade: optionalText('grade', 60),
};

/** A memorisation milestone names its ayat, from and to; no other kind names any. */
function rangeRule(
  value: { kind: CertificateKind; from?: unknown; to?: unknown },
  ctx: z.RefinementCtx,
) {
  for (const field of ['from', 'to'] as const) {
    if (value.kind !== 'memorisation' && value[field]) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'Only a memorisation milestone names ayat.',
      });
    }
    if (value.kind === 'memorisation' && !value[field]) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `The ${field} field is required for a memorisation milestone.`,
      });
    }
  }
}

const issuedOn = z.iso.date({ error: 'Give the date as YYYY-MM-DD.' });

/** `POST /api/admin/certificates`: staff issue one. */
export const certificateCreateSchema = z
  .strictObject({
    learner_id: id('learner'),
    ...printedFields,
    tutor_id: id('tutor'),
    subscription_id: id('course').nullable().optional(),
    issued_on: issuedOn,
  })
  .superRefine(rangeRule);
export type CertificateCreateInput = z.input<typeof certificateCreateSchema>;

/** `POST /api/admin/certificates/:id/revoke`. */
export const certificateRevokeSchema = z.strictObject({
  reason: text('reason', { max: 300 }),
});

/** A certificate as its learner, their parents and staff read it. */
export const certificateSchema = z.strictObject({
  id: z.number(),
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  title_ar: z.string().nullable(),
  learner: z.strictObject({ id: z.number(), name: z.string(), name_ar: z.string().nullable() }),
  line: z.string().nullable(),
  line_ar: z.string().nullable(),
  tutor_name: z.string(),
  /** A memorisation milestone's ayat: "78:1" to "114:6", and how they read. */
  range: z.strictObject({ from: z.string(), to: z.string(), label: z.string() }).nullable(),
  grade: z.string().nullable(),
  issued_on: z.iso.date(),
  /** Where anyone checks it. */
  url: z.string(),
  revoked: z.strictObject({ at: z.iso.datetime(), reason: z.string() }).nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

// Tutors propose (decision 039): where the school's rules let them, a tutor proposes a
// certificate for a learner they teach; staff approve it, issuing it with the words they
// settle on, or decline it with a reason.

/** `POST /api/teach/certificate-proposals`: a tutor proposes one for a learner they teach. */
export const certificateProposalCreateSchema = z
  .strictObject({ learner_id: id('learner'), ...printedFields })
  .superRefine(rangeRule);
export type CertificateProposalCreateInput = z.input<typeof certificateProposalCreateSchema>;

/**
 * `POST /api/admin/certificate-proposals/:id/approve`: the words the certificate is issued
 * with (the proposal's, as staff leave or change them) and its date. As when issuing, an empty
 * title is the kind's own.
 */
export const certificateProposalApproveSchema = z.strictObject({
  title: printedFields.title,
  title_ar: printedFields.title_ar,
  learner_name_ar: printedFields.learner_name_ar,
  line: printedFields.line,
  line_ar: printedFields.line_ar,
  grade: printedFields.grade,
  issued_on: issuedOn,
});

/** `POST /api/admin/certificate-proposals/:id/decline`: why, for the tutor. */
export const certificateProposalDeclineSchema = z.strictObject({
  reason: text('reason', { max: 300 }),
});

/** A proposal as its tutor and staff read it. */
export const certificateProposalSchema = z.strictObject({
  id: z.number(),
  /** A child by first name alone, as tutors see children. */
  learner: z.strictObject({ id: z.number(), name: z.string() }),
  tutor: z.strictObject({ id: z.number(), name: z.string() }),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  title_ar: z.string().nullable(),
  learner_name_ar: z.string().nullable(),
  line: z.string().nullable(),
  line_ar: z.string().nullable(),
  range: z.strictObject({ from: z.string(), to: z.string(), label: z.string() }).nullable(),
  grade: z.string().nullable(),
  proposed_at: z.iso.datetime(),
  status: z.enum(CERTIFICATE_PROPOSAL_STATUSES),
  decided_at: z.iso.datetime().nullable(),
  decline_reason: z.string().nullable(),
  /** The certificate issued on approval: its code and where anyone checks it. */
  certificate: z.strictObject({ code: z.string(), url: z.string() }).nullable(),
});
export type CertificateProposal = z.infer<typeof certificateProposalSchema>;

/** `GET /api/teach/certificate-proposals`: the tutor's, and whether the school takes more. */
export const tutorCertificateProposalsSchema = z.strictObject({
  data: z.array(certificateProposalSchema),
  open: z.boolean(),
});
export type TutorCertificateProposals = z.infer<typeof tutorCertificateProposalsSchema>;

/**
 * `GET /api/certificates/:code`, what anyone with the code reads: what was achieved, by whom
 * (the name as printed), when, the tutor and the school, and whether it stands; nothing else
 * about the learner.
 */
export const publicCertificateSchema = z.strictObject({
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  title_ar: z.string().nullable(),
  name: z.string(),
  name_ar: z.string().nullable(),
  line: z.string().nullable(),
  line_ar: z.string().nullable(),
  range: z.string().nullable(),
  grade: z.string().nullable(),
  issued_on: z.iso.date(),
  tutor_name: z.string(),
  school: z.string(),
  status: z.enum(['valid', 'revoked']),
  revoked_on: z.iso.date().nullable(),
  /**
   * Its Verifiable Credential (decision 038): signed by `issuer` with the key `key` (its `kid`
   * in `/.well-known/jwks.json`), and checked on the server against that published key.
   */
  credential: z.strictObject({ issuer: z.string(), key: z.string(), verified: z.boolean() }),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** What a certificate says as it was printed: the public answer without its credential. */
export type PrintedCertificate = Omit<PublicCertificate, 'credential'>;

/** `POST /api/certificates/verify`: a VC-JWT as the school issues them (a compact JWS). */
export const credentialVerifySchema = z.strictObject({
  jwt: text('credential', { max: 20_000 }).regex(
    /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
    {
      error:
        'This is not a credential as the school issues them: three parts of letters, digits, - and _ joined by dots.',
    },
  ),
});

/**
 * Its answer: `signed` when the school's key signed it as it is; `valid` when, besides, the
 * certificate it names stands (`status` from the school's records, by its code).
 */
export const credentialVerificationSchema = z.strictObject({
  valid: z.boolean(),
  signed: z.boolean(),
  code: z.string().nullable(),
  status: z.enum(['valid', 'revoked']).nullable(),
  reason: z.string().nullable(),
});
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

/** `GET /.well-known/jwks.json`: the school's public keys (RFC 7517), Ed25519 (RFC 8037). */
export const jwksSchema = z.strictObject({
  keys: z.array(
    z.strictObject({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});
