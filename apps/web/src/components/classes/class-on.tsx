import type { LearnerClass } from '@iqra/contracts';
import { Trans } from '@lingui/react/macro';

/** "Tajweed with Hana Yusuf on Fri 2 Jul 2027, 17:00 BST.": the class a dialog is about. */
export function ClassOn({
  item,
  when,
  now = false,
}: {
  item: LearnerClass;
  when: string;
  /** "now on": the class's present time, which the dialog changes. */
  now?: boolean;
}) {
  const name = item.course ?? item.title;
  const tutorName = item.tutor?.name;
  const time = (
    <time dateTime={item.starts_at} className="whitespace-nowrap">
      {when}
    </time>
  );
  if (now) {
    return tutorName ? (
      <Trans>
        <strong>{name}</strong> with <bdi>{tutorName}</bdi>, now on {time}.
      </Trans>
    ) : (
      <Trans>
        <strong>{name}</strong>, now on {time}.
      </Trans>
    );
  }
  return tutorName ? (
    <Trans>
      <strong>{name}</strong> with <bdi>{tutorName}</bdi> on {time}.
    </Trans>
  ) : (
    <Trans>
      <strong>{name}</strong> on {time}.
    </Trans>
  );
}
