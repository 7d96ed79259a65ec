import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_DEFAULT_TITLES,
  CERTIFICATE_PROPOSAL_DECIDED,
  CERTIFICATE_PROPOSAL_NOT_FOUND,
  CERTIFICATE_PROPOSALS_CLOSED,
  type Certificate,
  type CertificateProposal,
  type certificateProposalApproveSchema,
  type certificateProposalCreateSchema,
} from '@iqra/contracts';
import { ayahAt, ayahIndex } from '@iqra/quran';
import type { z } from 'zod';
import { certificateProposals, certificates, schoolSettings, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { teaches } from '../teaching/index.ts';
import { certificateUrl, fullName, issueCertificate, rangeOf } from './service.ts';

// Tutors propose certificates, staff decide (decision 039). Where the school's rules let
// tutors propose, a tutor writes what a certificate for a learner they teach would say; staff
// approve it, issuing the certificate with the words they settle on, or decline it with a
// reason the tutor reads. A proposal is kept once decided, linked to what it became.

type Propose = z.output<typeof certificateProposalCreateSchema>;
type Approve = z.output<typeof certificateProposalApproveSchema>;

/** Who reads a proposal: its tutor sees a child by first name, as tutors see children. */
type Reader = { as: 'tutor'; tutorId: number } | { as: 'staff' };

const learner = alias(users, 'learner');
const tutor = alias(users, 'tutor');

const proposalColumns = {
  proposal: certificateProposals,
  learnerFirst: learner.firstName,
  learnerLast: learner.lastName,
  child: isChild(certificateProposals.learnerId),
  tutorFirst: tutor.firstName,
  tutorLast: tutor.lastName,
  code: certificates.code,
};

type Joined = {
  proposal: typeof certificateProposals.$inferSelect;
  learnerFirst: string;
  learnerLast: string;
  child: boolean;
  tutorFirst: string;
  tutorLast: string;
  code: string | null;
};

function toProposal(row: Joined, reader: Reader, publicUrl: string): CertificateProposal {
  const { proposal } = row;
  const person = { firstName: row.learnerFirst, lastName: row.learnerLast };
  return {
    id: proposal.id,
    learner: {
      id: proposal.learnerId,
      name: reader.as === 'tutor' ? learnerName({ ...person, child: row.child }) : fullName(person),
    },
    tutor: {
      id: proposal.tutorId,
      name: fullName({ firstName: row.tutorFirst, lastName: row.tutorLast }),
    },
    kind: proposal.kind,
    title: proposal.title,
    title_ar: proposal.titleAr,
    learner_name_ar: proposal.learnerNameAr,
    line: proposal.line,
    line_ar: proposal.lineAr,
    range: rangeOf(proposal),
    grade: proposal.grade,
    proposed_at: proposal.createdAt.toISOString(),
    status: proposal.status,
    decided_at: proposal.decidedAt?.toISOString() ?? null,
    decline_reason: proposal.declineReason,
    certificate: row.code ? { code: row.code, url: certificateUrl(publicUrl, row.code) } : null,
  };
}

/** Proposals with their people and certificate: a tutor's own, or all for staff. */
async function readProposals(tx: Tx, reader: Reader, publicUrl: string, id?: number) {
  const rows = await tx
    .select(proposalColumns)
    .from(certificateProposals)
    .innerJoin(learner, eq(learner.id, certificateProposals.learnerId))
    .innerJoin(tutor, eq(tutor.id, certificateProposals.tutorId))
    .leftJoin(certificates, eq(certificates.id, certificateProposals.certificateId))
    .where(
      and(
        reader.as === 'tutor' ? eq(certificateProposals.tutorId, reader.tutorId) : undefined,
        id === undefined ? undefined : eq(certificateProposals.id, id),
      ),
    )
    // Those waiting first, oldest first (the queue); then the decided, latest first.
    .orderBy(
      sql`${certificateProposals.status} <> 'pending'`,
      asc(
        sql`case when ${certificateProposals.status} = 'pending' then ${certificateProposals.createdAt} end`,
      ),
      desc(certificateProposals.decidedAt),
      desc(certificateProposals.id),
    );
  return rows.map((row) => toProposal(row, reader, publicUrl));
}

/** Whether the school's rules let tutors propose certificates. */
export async function proposalsOpen(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ open: schoolSettings.tutorsProposeCertificates })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row?.open ?? false;
}

/** A tutor's proposals, those waiting first; and whether the school takes more. */
export async function tutorProposals(tx: Tx, tutorId: number, publicUrl: string) {
  return {
    data: await readProposals(tx, { as: 'tutor', tutorId }, publicUrl),
    open: await proposalsOpen(tx),
  };
}

/** Every proposal, as staff decide them: those waiting first. */
export const staffProposals = (tx: Tx, publicUrl: string) =>
  readProposals(tx, { as: 'staff' }, publicUrl);

/** One proposal, as staff read it; 404 for none. */
export async function staffProposal(tx: Tx, id: number, publicUrl: string) {
  const [proposal] = await readProposals(tx, { as: 'staff' }, publicUrl, id);
  if (!proposal) throw new NotFound(CERTIFICATE_PROPOSAL_NOT_FOUND);
  return proposal;
}

/** A tutor proposes a certificate for a learner they teach; audited. */
export async function proposeCertificate(
  tx: Tx,
  tutorId: number,
  input: Propose,
  now: Date,
  publicUrl: string,
): Promise<CertificateProposal> {
  if (!(await proposalsOpen(tx))) throw new Forbidden(CERTIFICATE_PROPOSALS_CLOSED);
  const errors: Record<string, string[]> = {};
  if (!(await teaches(tx, tutorId, input.learner_id))) {
    errors.learner_id = ['Choose a learner you teach.'];
  }
  if (input.from && input.to && ayahIndex(input.to) < ayahIndex(input.from)) {
    errors.to = ['The to field must not come before the from field.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  const [row] = await tx
    .insert(certificateProposals)
    .values({
      learnerId: input.learner_id,
      tutorId,
      kind: input.kind,
      title: input.title || CERTIFICATE_DEFAULT_TITLES[input.kind],
      titleAr: input.title_ar || null,
      learnerNameAr: input.learner_name_ar || null,
      line: input.line || null,
      lineAr: input.line_ar || null,
      fromAyah: input.from ? ayahIndex(input.from) : null,
      toAyah: input.to ? ayahIndex(input.to) : null,
      grade: input.grade || null,
      createdAt: now,
    })
    .returning({ id: certificateProposals.id });
  if (!row) throw new Error('proposal not written');
  const [proposal] = await readProposals(tx, { as: 'tutor', tutorId }, publicUrl, row.id);
  if (!proposal) throw new Error('proposal not read back');
  await recordAudit(tx, {
    actorUserId: tutorId,
    action: 'create',
    entity: 'certificate_proposals',
    entityId: row.id,
    after: proposal,
  });
  return proposal;
}

/** The proposal, locked for its decision; 404 for none, 409 once decided. */
async function pendingProposal(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(certificateProposals)
    .where(eq(certificateProposals.id, id))
    .for('update');
  if (!row) throw new NotFound(CERTIFICATE_PROPOSAL_NOT_FOUND);
  if (row.status !== 'pending') throw new Conflict(CERTIFICATE_PROPOSAL_DECIDED);
  return row;
}

/**
 * Staff approve a proposal: the certificate is issued (audited as any other) with the words
 * given, by the proposing tutor, and the proposal names it. Answers the certificate.
 */
export async function approveProposal(
  tx: Tx,
  staffId: number,
  id: number,
  input: Approve,
  now: Date,
  publicUrl: string,
): Promise<Certificate> {
  const proposal = await pendingProposal(tx, id);
  const certificate = await issueCertificate(
    tx,
    staffId,
    {
      learner_id: proposal.learnerId,
      kind: proposal.kind,
      tutor_id: proposal.tutorId,
      ...input,
      ...(proposal.fromAyah !== null && proposal.toAyah !== null
        ? { from: ayahAt(proposal.fromAyah), to: ayahAt(proposal.toAyah) }
        : {}),
    },
    publicUrl,
  );
  await tx
    .update(certificateProposals)
    .set({ status: 'approved', decidedAt: now, decidedBy: staffId, certificateId: certificate.id })
    .where(eq(certificateProposals.id, id));
  await recordAudit(tx, {
    actorUserId: staffId,
    action: 'approve',
    entity: 'certificate_proposals',
    entityId: id,
    before: { status: 'pending' },
    after: { status: 'approved', certificate_id: certificate.id, code: certificate.code },
  });
  return certificate;
}

/** Staff decline a proposal with a reason the tutor reads; audited. */
export async function declineProposal(
  tx: Tx,
  staffId: number,
  id: number,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<CertificateProposal> {
  await pendingProposal(tx, id);
  await tx
    .update(certificateProposals)
    .set({ status: 'declined', decidedAt: now, decidedBy: staffId, declineReason: reason })
    .where(eq(certificateProposals.id, id));
  await recordAudit(tx, {
    actorUserId: staffId,
    action: 'decline',
    entity: 'certificate_proposals',
    entityId: id,
    before: { status: 'pending' },
    after: { status: 'declined', reason },
  });
  return staffProposal(tx, id, publicUrl);
}
