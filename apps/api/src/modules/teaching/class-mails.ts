import type { Tx } from '../../lib/audit.ts';
import { formatInZone } from '../../lib/zoned-time.ts';
import type { Mailer } from '../mail/index.ts';
import { learnerOf, tutorOf, type ClassRow } from './class-rows.ts';

export type ChangedBy = 'learner' | 'tutor' | 'staff';

const byWords = (row: ClassRow, by: ChangedBy, side: 'learner' | 'tutor') => {
  if (by === 'staff') return 'Iqra Academy';
  if (by === side) return 'You';
  return by === 'learner'
    ? (learnerOf(row)?.name ?? 'The learner')
    : (tutorOf(row)?.name ?? 'Your tutor');
};

/**
 * Tells both sides of a class that it moved or was cancelled, each on their own clock: the
 * learner (or a trial's family) and the tutor. Written in the change's transaction.
 */
export async function mailClassChange(
  tx: Tx,
  mailer: Mailer,
  publicUrl: string,
  row: ClassRow,
  change: { kind: 'moved' | 'cancelled'; by: ChangedBy; newStart?: Date; credit?: boolean },
): Promise<void> {
  const learner = learnerOf(row);
  const tutor = tutorOf(row);
  const course = row.course ?? row.title;
  const sides = [
    learner && row.learnerEmail
      ? {
          side: 'learner' as const,
          to: row.learnerEmail,
          firstName: row.learnerFirstName ?? '',
          zone: learner.time_zone,
          withName: tutor?.name ?? 'your tutor',
          pageUrl: `${publicUrl}/learning?tab=classes`,
        }
      : null,
    row.trialEmail
      ? {
          side: 'learner' as const,
          to: row.trialEmail,
          firstName: '',
          zone: row.trialZone ?? tutor?.time_zone ?? 'UTC',
          withName: tutor?.name ?? 'your tutor',
          pageUrl: publicUrl,
        }
      : null,
    tutor && row.tutorEmail
      ? {
          side: 'tutor' as const,
          to: row.tutorEmail,
          firstName: row.tutorFirstName ?? '',
          zone: tutor.time_zone,
          withName: learner?.name ?? row.trialEmail ?? 'your learner',
          pageUrl: `${publicUrl}/teach`,
        }
      : null,
  ];
  for (const side of sides) {
    if (!side) continue;
    const owed =
      change.credit && side.side === 'learner'
        ? [
            'You have a make-up credit for this class: your tutor or the school will book the extra class with you.',
          ]
        : undefined;
    await mailer.queue(tx, {
      to: side.to,
      ...mailer.templates.classChanged({
        firstName: side.firstName,
        course,
        withName: side.withName,
        change: change.kind,
        by: byWords(row, change.by, side.side),
        was: formatInZone(row.startsAt, side.zone),
        now: change.newStart ? formatInZone(change.newStart, side.zone) : null,
        link: row.link ?? '',
        pageUrl: side.pageUrl,
        ...(owed ? { after: owed } : {}),
      }),
    });
  }
}
