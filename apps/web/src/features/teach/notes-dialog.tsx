import { Trans, useLingui } from '@lingui/react/macro';
import { useLearnerNotes } from './api.ts';
import { Badge, ClassTime, ListState } from './class-parts.tsx';
import { ATTENDANCE_NAMES } from '../../components/classes/class-status.ts';
import { TeachDialog } from './teach-dialog.tsx';
import { englishOf } from '../../components/in-english.ts';

/** What the tutor wrote after each class with one learner, latest first. */
export function NotesDialog({
  learner: shown,
  zone,
  visible,
  onClose,
}: {
  learner: { id: number; name: string } | null;
  zone: string;
  visible: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  // The last learner stays while the dialog closes, with their notes.
  const notes = useLearnerNotes(shown?.id ?? null);
  const rows = notes.data?.notes;
  const learner = shown?.name ?? t`your learner`;
  return (
    <TeachDialog title={t`Notes about ${learner}`} visible={visible} onClose={onClose}>
      <ListState
        pending={notes.isPending}
        error={notes.error}
        empty={
          rows?.length === 0 && t`No notes yet. What you write when you record a class shows here.`
        }
        loading={t`Loading notes…`}
      />
      {rows && rows.length > 0 && (
        <ol className="space-y-3">
          {rows.map((row) => (
            <li key={row.class_id} className="rounded-lg border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ClassTime starts={row.starts_at} zone={zone} />
                {row.status === 'cancelled' ? (
                  <Badge look="red" icon="pi-times-circle">
                    <Trans>Cancelled</Trans>
                  </Badge>
                ) : (
                  row.attendance && (
                    <Badge look={row.attendance === 'present' ? 'green' : 'neutral'} icon="pi-user">
                      {i18n._(ATTENDANCE_NAMES[row.attendance])}
                    </Badge>
                  )
                )}
              </div>
              {row.course && (
                <p className="text-sm text-muted" {...englishOf(row, 'course')}>
                  {row.course}
                </p>
              )}
              {row.note ? (
                <p className="mt-2 whitespace-pre-line break-words">{row.note}</p>
              ) : (
                <p className="mt-2 text-sm text-muted">
                  <Trans>No note.</Trans>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </TeachDialog>
  );
}
