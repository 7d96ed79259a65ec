import { Trans } from '@lingui/react/macro';

/** The top of /teach, also rendered before the tutor is known (components/page-frame.tsx). */
export function TeachTop() {
  return (
    <>
      <h1 className="text-3xl sm:text-4xl">
        <Trans>Teach</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        <Trans>
          Your classes on your own clock: today’s, the week’s, those still to record, and the
          make-up classes you owe your learners.
        </Trans>
      </p>
    </>
  );
}
