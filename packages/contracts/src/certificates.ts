import { z } from 'zod';
import { ayahRefSchema } from './lessons.ts';
import { id } from './admin/field-builders.ts';
import { optionalText, text } from './fields.ts';

// Certificates (issue on certificates): what a learner achieved, issued by staff, checked by
// anyone at its address. Kept for good; a revoked one says so everywhere.

export const CERTIFICATE_KINDS = ['course', 'memorisation', 'qaida'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** What each kind is, as lists and the verification page say it. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  course: 'Course completion',
  memorisation: 'Memorisation milestone',
  qaida: 'Qaida completion',
};

/** The certificate's title when staff give none, by kind. */
export const CERTIFICATE_DEFAULT_TITLES: Record<CertificateKind, string> = {
  course: 'Course completed',
  memorisation: 'Memorisation milestone',
  qaida: 'Completion of the Noorani Qaida',
};

export const CERTIFICATE_NOT_FOUND = 'No certificate has this code.';
export const CERTIFICATE_ALREADY_REVOKED = 'This certificate is revoked already.';

/** A verification code: 16 letters and digits of Crockford's base 32 (80 bits), in fours. */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** `POST /api/admin/certificates`: staff issue one. */
export const certificateCreateSchema = z
  .strictObject({
    learner_id: id('learner'),
    kind: z.enum(CERTIFICATE_KINDS, { error: 'Choose the kind of certificate.' }),
    title: optionalText('title', 120),
    title_ar: optionalText('Arabic title', 120),
    learner_name_ar: optionalText('name in Arabic', 120),
    line: optionalText('line', 300),
    line_ar: optionalText('Arabic line', 300),
    tutor_id: id('tutor'),
    subscription_id: id('course').nullable().optional(),
    from: ayahRefSchema('from').optional(),
    to: ayahRefSchema('to').optional(),
    grade: optionalText('grade', 60),
    issued_on: z.iso.date({ error: 'Give the date as YYYY-MM-DD.' }),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'memorisation') {
      for (const field of ['from', 'to'] as const) {
        if (value[field]) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'Only a memorisation milestone names ayat.',
          });
        }
      }
      return;
    }
    for (const field of ['from', 'to'] as const) {
      if (!value[field]) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `The ${field} field is required for a memorisation milestone.`,
        });
      }
    }
  });
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
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
