import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { LoadingLine } from '../../components/loading-line.tsx';
import { LearnerProgressView } from '../../components/quran/learner-progress.tsx';
import { useMyProgress } from './api.ts';
import { useViewerZone } from '../../lib/use-viewer-zone.ts';

/**
 * My progress: revision due, the mushaf as memorised, the surahs begun and the latest lessons
 * (its own chunk: the Quran's structure comes with it).
 */
export function ProgressPanel() {
  const zone = useViewerZone();
  const progress = useMyProgress();
  useEffect(() => {
    if (progress.error) console.error('Could not load progress', progress.error);
  }, [progress.error]);
  return (
    <>
      <h2 className="text-2xl">
        <Trans>My progress</Trans>
      </h2>
      {progress.isPending && (
        <LoadingLine>
          <Trans>Loading your progress…</Trans>
        </LoadingLine>
      )}
      {progress.isError && (
        <p role="alert" className="mt-4 text-danger">
          <Trans>Your progress could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {progress.data && (
        <div className="mt-4">
          <LearnerProgressView progress={progress.data.data} zone={zone} />
        </div>
      )}
    </>
  );
}
