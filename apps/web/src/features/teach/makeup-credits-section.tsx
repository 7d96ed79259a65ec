import type { MakeupCredit, MakeupCreditState } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMakeupCredits } from './api.ts';
import { Badge, ListState, Panel } from './class-parts.tsx';
import { useClock } from './use-clock.ts';
import { englishOf } from '../../components/in-english.ts';

const ORDER: Record<MakeupCreditState, number> = { open: 0, used: 1, expired: 2 };

/** A badge and a line beside it, wrapping under it on narrow screens. */
function StateLine({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {badge}
      <span>{children}</span>
    </div>
  );
}

function CreditState({ credit, zone }: { credit: MakeupCredit; zone: string }) {
  const clock = useClock();
  if (credit.state === 'used' && credit.used_starts_at) {
    const usedAt = credit.used_starts_at;
    const booked = clock.dayAndTime(usedAt, zone);
    return (
      <StateLine
        badge={
          <Badge look="green" icon="pi-check-circle">
            <Trans>Booked</Trans>
          </Badge>
        }
      >
        <Trans>
          Make-up class on <time dateTime={usedAt}>{booked}</time>
        </Trans>
      </StateLine>
    );
  }
  if (credit.state === 'expired') {
    const expiry = clock.dayLabel(credit.expires_at, zone);
    return (
      <StateLine
        badge={
          <Badge look="neutral" icon="pi-clock">
            <Trans>Expired</Trans>
          </Badge>
        }
      >
        <Trans>Not booked by {expiry}</Trans>
      </StateLine>
    );
  }
  const expiresAt = credit.expires_at;
  const deadline = clock.dayAndTime(expiresAt, zone);
  return (
    <StateLine
      badge={
        <Badge look="gold" icon="pi-exclamation-circle">
          <Trans>To book</Trans>
        </Badge>
      }
    >
      <Trans>
        Before <time dateTime={expiresAt}>{deadline}</time>
      </Trans>
    </StateLine>
  );
}

/**
 * Make-up classes owed for classes the tutor cancelled or missed: open ones first, each with
 * "Book make-up class"; then the booked, with their time, and the expired.
 */
export function MakeupCreditsSection({
  zone,
  onBook,
}: {
  zone: string;
  onBook: (credit: MakeupCredit, opener: HTMLElement) => void;
}) {
  const { t } = useLingui();
  const clock = useClock();
  const credits = useMakeupCredits();
  const rows = credits.data?.data;
  const sorted = rows ? [...rows].sort((a, b) => ORDER[a.state] - ORDER[b.state]) : [];
  return (
    <Panel
      id="teach-makeup-credits"
      title={t`Make-up credits`}
      intro={t`A class you cancel or miss is owed to the learner as a make-up class.`}
    >
      <ListState
        pending={credits.isPending}
        error={credits.error}
        empty={rows?.length === 0 && t`No make-up classes owed.`}
        loading={t`Loading make-up credits…`}
      />
      {sorted.length > 0 && (
        <ul className="mt-4 space-y-3">
          {sorted.map((credit) => {
            const learner = credit.learner.name;
            const classAt = credit.class_starts_at;
            const missed = clock.dayAndTime(classAt, zone);
            return (
              <li key={credit.id} className="card p-4">
                <p className="break-words font-semibold">
                  <bdi>{learner}</bdi> · <bdi {...englishOf(credit, 'course')}>{credit.course}</bdi>
                </p>
                <p className="text-sm text-muted">
                  <Trans>
                    For the class of <time dateTime={classAt}>{missed}</time>
                  </Trans>
                </p>
                <CreditState credit={credit} zone={zone} />
                {credit.state === 'open' && (
                  <button
                    type="button"
                    className="btn btn-primary mt-3 px-3 text-sm"
                    aria-haspopup="dialog"
                    aria-label={t`Book make-up class for ${learner} (class of ${missed})`}
                    onClick={(event) => onBook(credit, event.currentTarget)}
                  >
                    <i className="pi pi-calendar-plus" aria-hidden />
                    <Trans>Book make-up class</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
