import type { MakeupCredit, MakeupCreditState } from '@iqra/contracts';
import type { ReactNode } from 'react';
import { useMakeupCredits } from './api.ts';
import { dayAndTime, dayLabel } from './clock.ts';
import { Badge, ListState, Panel } from './class-parts.tsx';

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
  if (credit.state === 'used' && credit.used_starts_at) {
    return (
      <StateLine
        badge={
          <Badge look="green" icon="pi-check-circle">
            Booked
          </Badge>
        }
      >
        Make-up class on{' '}
        <time dateTime={credit.used_starts_at}>{dayAndTime(credit.used_starts_at, zone)}</time>
      </StateLine>
    );
  }
  if (credit.state === 'expired') {
    return (
      <StateLine
        badge={
          <Badge look="neutral" icon="pi-clock">
            Expired
          </Badge>
        }
      >
        Not booked by {dayLabel(credit.expires_at, zone)}
      </StateLine>
    );
  }
  return (
    <StateLine
      badge={
        <Badge look="gold" icon="pi-exclamation-circle">
          To book
        </Badge>
      }
    >
      Before <time dateTime={credit.expires_at}>{dayAndTime(credit.expires_at, zone)}</time>
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
  const credits = useMakeupCredits();
  const rows = credits.data?.data;
  const sorted = rows ? [...rows].sort((a, b) => ORDER[a.state] - ORDER[b.state]) : [];
  return (
    <Panel
      id="teach-makeup-credits"
      title="Make-up credits"
      intro="A class you cancel or miss is owed to the learner as a make-up class."
    >
      <ListState
        pending={credits.isPending}
        error={credits.error}
        empty={rows?.length === 0 && 'No make-up classes owed.'}
        loading="Loading make-up credits…"
      />
      {sorted.length > 0 && (
        <ul className="mt-4 space-y-3">
          {sorted.map((credit) => (
            <li key={credit.id} className="card p-4">
              <p className="break-words font-semibold">
                {credit.learner.name} · {credit.course}
              </p>
              <p className="text-sm text-muted">
                For the class of{' '}
                <time dateTime={credit.class_starts_at}>
                  {dayAndTime(credit.class_starts_at, zone)}
                </time>
              </p>
              <CreditState credit={credit} zone={zone} />
              {credit.state === 'open' && (
                <button
                  type="button"
                  className="btn btn-primary mt-3 px-3 text-sm"
                  aria-haspopup="dialog"
                  aria-label={`Book make-up class for ${credit.learner.name} (class of ${dayAndTime(credit.class_starts_at, zone)})`}
                  onClick={(event) => onBook(credit, event.currentTarget)}
                >
                  <i className="pi pi-calendar-plus" aria-hidden />
                  Book make-up class
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
