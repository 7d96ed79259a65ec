import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useLearnerProgress } from './api.ts';
import { ListState } from './class-parts.tsx';
import { TeachDialog } from './teach-dialog.tsx';

// The view comes with the Quran's structure: its own chunk, loaded when the dialog opens.
const LearnerProgressView = lazy(() =>
  import('../../components/quran/learner-progress.tsx').then((module) => ({
    default: module.LearnerProgressView,
  })),
);

/** One learner's progress through the mushaf, as the learner sees it. */
export function ProgressDialog({
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
  const { t } = useLingui();
  // The last learner stays while the dialog closes, with their progress.
  const progress = useLearnerProgress(shown?.id ?? null);
  const learner = shown?.name ?? t`your learner`;
  return (
    <TeachDialog title={t`Progress of ${learner}`} visible={visible} onClose={onClose} wide>
      <ListState
        pending={progress.isPending}
        error={progress.error}
        empty={false}
        loading={t`Loading progress…`}
      />
      {progress.data && (
        <Suspense
          fallback={
            <LoadingLine>
              <Trans>Loading progress…</Trans>
            </LoadingLine>
          }
        >
          <LearnerProgressView progress={progress.data.data} zone={zone} />
        </Suspense>
      )}
    </TeachDialog>
  );
}
