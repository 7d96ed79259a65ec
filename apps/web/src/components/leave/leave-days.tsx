import type { TutorLeave } from '@iqra/contracts';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../i18n/use-format.ts';
import { UTC } from '../../lib/time-zones.ts';

/**
 * A leave's first and last day (decision 049), as the dates they are on the tutor's calendar:
 * read in UTC, so that no viewer's clock moves them to another day.
 */
export function LeaveDays({ leave }: { leave: Pick<TutorLeave, 'starts_on' | 'ends_on'> }) {
  const format = useFormat();
  const from = format.date(leave.starts_on, UTC);
  const to = format.date(leave.ends_on, UTC);
  return (
    <Trans>
      <time dateTime={leave.starts_on}>{from}</time> to <time dateTime={leave.ends_on}>{to}</time>
    </Trans>
  );
}
