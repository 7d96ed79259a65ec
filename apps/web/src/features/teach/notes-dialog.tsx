import { ATTENDANCE_LABELS } from '@iqra/contracts';
import { useLearnerNotes } from './api.ts';
import { dateLabel, timeIn } from './clock.ts';
import { Badge, ListState } from './class-parts.tsx';
import { TeachDialog } from './teach-dialog.tsx';

/** What the tutor wrote after each class with one learner, latest first. */
export function NotesDialog({
  learner,
  zone,
  visible,
  onClose,
}: {
  learner: { id: number; name: string } | null;
  zone: string;
  visible: boolean;
  onClose: () => void;
}) {
  // The last learner stays while the dialog closes, with their notes.
  const notes = useLearnerNotes(learner?.id ?? null);
  const rows = notes.data?.notes;
  return (
    <TeachDialog
      title={`Notes about ${learner?.name ?? 'your learner'}`}
      visible={visible}
      onClose={onClose}
    >
      <ListState
        pending={notes.isPending}
        error={notes.error}
        empty={
          rows?.length === 0 && 'No notes yet. What you write when you record a class shows here.'
        }
        loading="Loading notes…"
      />
      {rows && rows.length > 0 && (
        <ol className="space-y-3">
          {rows.map((row) => (
            <li key={row.class_id} className="rounded-lg border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">
                  <time dateTime={row.starts_at}>
                    {dateLabel(row.starts_at, zone)}, {timeIn(row.starts_at, zone)}
                  </time>
                </p>
                {row.status === 'cancelled' ? (
                  <Badge look="red" icon="pi-times-circle">
                    Cancelled
                  </Badge>
                ) : (
                  row.attendance && (
                    <Badge look={row.attendance === 'present' ? 'green' : 'neutral'} icon="pi-user">
                      {ATTENDANCE_LABELS[row.attendance]}
                    </Badge>
                  )
                )}
              </div>
              {row.course && <p className="text-sm text-muted">{row.course}</p>}
              {row.note ? (
                <p className="mt-2 whitespace-pre-line break-words">{row.note}</p>
              ) : (
                <p className="mt-2 text-sm text-muted">No note.</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </TeachDialog>
  );
}
