import { Trans } from '@lingui/react/macro';

/** The top of /learning, also rendered before the learner is known (components/page-frame.tsx). */
export function LearningTop() {
  return (
    <h1 className="text-3xl sm:text-4xl">
      <Trans>Learning</Trans>
    </h1>
  );
}
