import { useLingui } from '@lingui/react/macro';
import { BookMakeupDialog } from './book-makeup-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { useClassWords } from './class-parts.tsx';
import { NotesDialog } from './notes-dialog.tsx';
import { ProgressDialog } from './progress-dialog.tsx';
import { RecordDialog } from './record-dialog.tsx';
import type { Dialogs, Opened } from './teach-page.tsx';

/** The dialogs of /teach, loaded with the first one opened (teach-page.tsx). */
export default function TeachDialogs({
  opened,
  zone,
  dialogs,
}: {
  opened: Opened;
  zone: string;
  dialogs: Dialogs;
}) {
  const { t } = useLingui();
  const { learnerOf, clock } = useClassWords();
  const learner = opened.item ? learnerOf(opened.item) : '';
  return (
    <>
      <RecordDialog
        item={opened.action === 'record' ? opened.item : null}
        zone={zone}
        visible={dialogs.visible && opened.action === 'record'}
        opening={dialogs.opening}
        onClose={() => dialogs.close()}
        onDone={() => dialogs.close(t`Class recorded.`)}
      />
      <CancelDialog
        item={opened.action === 'cancel' ? opened.item : null}
        zone={zone}
        visible={dialogs.visible && opened.action === 'cancel'}
        onClose={() => dialogs.close()}
        onDone={() =>
          dialogs.close(opened.item ? t`Class cancelled. ${learner} has been told.` : '')
        }
      />
      <NotesDialog
        learner={opened.action === 'notes' ? (opened.item.learner ?? null) : null}
        zone={zone}
        visible={dialogs.visible && opened.action === 'notes'}
        onClose={() => dialogs.close()}
      />
      <ProgressDialog
        learner={opened.action === 'progress' ? (opened.item.learner ?? null) : null}
        zone={zone}
        visible={dialogs.visible && opened.action === 'progress'}
        onClose={() => dialogs.close()}
      />
      <BookMakeupDialog
        credit={opened.action === 'book' ? opened.credit : null}
        zone={zone}
        visible={dialogs.visible && opened.action === 'book'}
        opening={dialogs.opening}
        onClose={() => dialogs.close()}
        onDone={(credit) => {
          const booked = credit.used_starts_at && clock.dayAndTime(credit.used_starts_at, zone);
          dialogs.close(booked ? t`Make-up class booked for ${booked}.` : t`Make-up class booked.`);
        }}
      />
    </>
  );
}
