import { eq } from 'drizzle-orm';
import { ayahIndex } from '@iqra/quran';
import { newCertificateCode } from '../../lib/certificate-codes.ts';
import type { Transaction as Tx } from '../client.ts';
import { certificateProposals, certificates, schoolSettings, users } from '../schema.ts';
import { DEMO_ADMIN } from './demo-accounts.ts';

// The demo learner's certificates: the Noorani Qaida she completed with Maryam (her name and a
// line in Arabic too), and a memorisation milestone staff revoked, for the verification page to
// show both. The demo school lets tutors propose certificates, and the demo tutor has proposed
// one for her Tajweed, waiting for staff.

const DAY_MS = 86_400_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export async function seedDemoCertificates(
  tx: Tx,
  now: Date,
  input: {
    learnerId: number;
    qaidaId: number;
    /** The demo tutor (who proposes) and Maryam (who taught her the Qaida and Hifz). */
    tutorId: number;
    otherTutorId: number;
  },
): Promise<void> {
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email));
  const [tutor] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.otherTutorId));
  const [learner] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.learnerId));
  if (!tutor || !learner) throw new Error('Seed data is inconsistent: no learner or tutor');
  const common = {
    learnerId: input.learnerId,
    learnerName: `${learner.firstName} ${learner.lastName}`,
    learnerNameAr: 'أمينة رحمن',
    tutorId: input.otherTutorId,
    tutorName: `${tutor.firstName} ${tutor.lastName}`,
    issuedBy: staff?.id ?? null,
  };
  await tx.insert(certificates).values([
    {
      ...common,
      code: newCertificateCode(),
      kind: 'qaida',
      title: 'Completion of the Noorani Qaida',
      titleAr: 'إتمام القاعدة النورانية',
      line: 'For reading the whole Noorani Qaida with sound makharij.',
      lineAr: 'لقراءتها القاعدة النورانية كاملةً بمخارج صحيحة',
      subscriptionId: input.qaidaId,
      grade: 'Excellent',
      issuedOn: dateOf(new Date(now.getTime() - 270 * DAY_MS)),
    },
    {
      ...common,
      code: newCertificateCode(),
      kind: 'memorisation',
      title: 'Surah An-Naba memorised',
      titleAr: 'حفظ سورة النبأ',
      fromAyah: ayahIndex({ surah: 78, ayah: 1 }),
      toAyah: ayahIndex({ surah: 78, ayah: 40 }),
      issuedOn: dateOf(new Date(now.getTime() - 120 * DAY_MS)),
      revokedAt: new Date(now.getTime() - 118 * DAY_MS),
      revokedReason: 'Issued before the final recitation; a new certificate will follow it.',
      revokedBy: staff?.id ?? null,
    },
  ]);
  await tx.update(schoolSettings).set({ tutorsProposeCertificates: true });
  await tx.insert(certificateProposals).values({
    learnerId: input.learnerId,
    tutorId: input.tutorId,
    kind: 'course',
    title: 'Tajweed: the first level completed',
    titleAr: 'إتمام المستوى الأول في التجويد',
    line: 'For applying the rules of noon sakinah and tanween in her recitation.',
    lineAr: 'لتطبيقها أحكام النون الساكنة والتنوين في تلاوتها',
    grade: 'Very good',
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
