import { and, desc, eq } from 'drizzle-orm';
import type { certificateCreateSchema } from '@iqra/contracts';
import {
  CERTIFICATE_ALREADY_REVOKED,
  CERTIFICATE_DEFAULT_TITLES,
  CERTIFICATE_NOT_FOUND,
  type Certificate,
  type PrintedCertificate,
} from '@iqra/contracts';
import { ayahAt, ayahIndex, describeRange, formatAyah } from '@iqra/quran';
import type { z } from 'zod';
import { certificates, subscriptions, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { SCHOOL } from '../mail/index.ts';
import { newCertificateCode, normalisedCode } from '../../lib/certificate-codes.ts';

// Issuing, revoking and reading certificates. What a certificate says is fixed when it is
// issued (names as printed); its code is its public address.

type Row = typeof certificates.$inferSelect;
type Issue = z.output<typeof certificateCreateSchema>;

/** The address where anyone checks a certificate. */
export const certificateUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/certificates/${code}`;

/** A person's first and last names, as a certificate prints them. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const rangeOf = (row: Pick<Row, 'fromAyah' | 'toAyah'>) => {
  if (row.fromAyah === null || row.toAyah === null) return null;
  const range = { from: ayahAt(row.fromAyah), to: ayahAt(row.toAyah) };
  return { from: formatAyah(range.from), to: formatAyah(range.to), label: describeRange(range) };
};

/** A certificate as its learner, their parents and staff read it. */
export function toCertificate(row: Row, publicUrl: string): Certificate {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: row.title,
    title_ar: row.titleAr,
    learner: { id: row.learnerId, name: row.learnerName, name_ar: row.learnerNameAr },
    line: row.line,
    line_ar: row.lineAr,
    tutor_name: row.tutorName,
    range: rangeOf(row),
    grade: row.grade,
    issued_on: row.issuedOn,
    url: certificateUrl(publicUrl, row.code),
    revoked:
      row.revokedAt && row.revokedReason
        ? { at: row.revokedAt.toISOString(), reason: row.revokedReason }
        : null,
  };
}

/** Who a certificate names, checked: a learner, a tutor, the learner's own subscription. */
async function people(tx: Tx, input: Issue) {
  const errors: Record<string, string[]> = {};
  const [learner] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(eq(users.id, input.learner_id));
  if (learner?.role !== 'student') errors.learner_id = ['The selected learner is invalid.'];
  const [tutor] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(eq(users.id, input.tutor_id));
  if (tutor?.role !== 'tutor') errors.tutor_id = ['The selected tutor is invalid.'];
  if (input.subscription_id) {
    const [subscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, input.subscription_id),
          eq(subscriptions.userId, input.learner_id),
        ),
      );
    if (!subscription) errors.subscription_id = ['The selected course is not the learner’s.'];
  }
  if (input.from && input.to && ayahIndex(input.to) < ayahIndex(input.from)) {
    errors.to = ['The to field must not come before the from field.'];
  }
  if (!learner || !tutor || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { learner, tutor };
}

/** Staff issue a certificate; audited. Answers it as its learner will read it. */
export async function issueCertificate(
  tx: Tx,
  actorId: number,
  input: Issue,
  publicUrl: string,
): Promise<Certificate> {
  const { learner, tutor } = await people(tx, input);
  const [row] = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      learnerId: input.learner_id,
      kind: input.kind,
      title: input.title || CERTIFICATE_DEFAULT_TITLES[input.kind],
      titleAr: input.title_ar || null,
      learnerName: fullName(learner),
      learnerNameAr: input.learner_name_ar || null,
      line: input.line || null,
      lineAr: input.line_ar || null,
      tutorId: input.tutor_id,
      tutorName: fullName(tutor),
      subscriptionId: input.subscription_id ?? null,
      fromAyah: input.from ? ayahIndex(input.from) : null,
      toAyah: input.to ? ayahIndex(input.to) : null,
      grade: input.grade || null,
      issuedOn: input.issued_on,
      issuedBy: actorId,
    })
    .returning();
  if (!row) throw new Error('certificate not written');
  const certificate = toCertificate(row, publicUrl);
  await recordAudit(tx, {
    actorUserId: actorId,
    action: 'create',
    entity: 'certificates',
    entityId: row.id,
    after: certificate,
  });
  return certificate;
}

/** Staff revoke a certificate with a reason; audited. It is kept, and says so everywhere. */
export async function revokeCertificate(
  tx: Tx,
  actorId: number,
  id: number,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<Certificate> {
  const [current] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.id, id))
    .for('update');
  if (!current) throw new NotFound(CERTIFICATE_NOT_FOUND);
  if (current.revokedAt) throw new Conflict(CERTIFICATE_ALREADY_REVOKED);
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: now, revokedReason: reason, revokedBy: actorId })
    .where(eq(certificates.id, id))
    .returning();
  if (!row) throw new NotFound(CERTIFICATE_NOT_FOUND);
  await recordAudit(tx, {
    actorUserId: actorId,
    action: 'revoke',
    entity: 'certificates',
    entityId: id,
    before: { revoked: null },
    after: { revoked: { at: now.toISOString(), reason } },
  });
  return toCertificate(row, publicUrl);
}

/** A learner's certificates, newest first (staff read any learner's, `null` for all). */
export async function certificatesOf(
  tx: Tx,
  learnerId: number | null,
  publicUrl: string,
): Promise<Certificate[]> {
  const rows = await tx
    .select()
    .from(certificates)
    .where(learnerId === null ? undefined : eq(certificates.learnerId, learnerId))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id));
  return rows.map((row) => toCertificate(row, publicUrl));
}

/** One certificate, as staff read it; 404 for none. */
export async function certificateById(tx: Tx, id: number, publicUrl: string) {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, id));
  if (!row) throw new NotFound(CERTIFICATE_NOT_FOUND);
  return toCertificate(row, publicUrl);
}

/** What anyone with the code reads of a certificate; 404 for a code that names none. */
export async function publicCertificate(tx: Tx, typed: string): Promise<PrintedCertificate> {
  const code = normalisedCode(typed);
  const [row] = await tx.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new NotFound(CERTIFICATE_NOT_FOUND);
  return {
    code: row.code,
    kind: row.kind,
    title: row.title,
    title_ar: row.titleAr,
    name: row.learnerName,
    name_ar: row.learnerNameAr,
    line: row.line,
    line_ar: row.lineAr,
    range: rangeOf(row)?.label ?? null,
    grade: row.grade,
    issued_on: row.issuedOn,
    tutor_name: row.tutorName,
    school: SCHOOL,
    status: row.revokedAt ? 'revoked' : 'valid',
    revoked_on: row.revokedAt ? row.revokedAt.toISOString().slice(0, 10) : null,
  };
}

/** Whether the certificate of a code stands, from the records; `null` for a code naming none. */
export async function certificateStatus(tx: Tx, code: string) {
  const [row] = await tx
    .select({ revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(eq(certificates.code, code));
  if (!row) return null;
  return row.revokedAt ? ('revoked' as const) : ('valid' as const);
}
