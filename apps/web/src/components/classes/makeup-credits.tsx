import type { MakeupCredit } from '@iqra/contracts';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../i18n/use-format.ts';
import { englishOf } from '../in-english.ts';

/** What a make-up credit means for the learner: one to book, or one booked. */
function CreditText({ credit, zone }: { credit: MakeupCredit; zone: string }) {
  const format = useFormat();
  const course = <bdi {...englishOf(credit, 'course')}>{credit.course}</bdi>;
  const missedAt = format.classTime(credit.class_starts_at, zone);
  const missed = (
    <Trans>
      For your {course} class of{' '}
      <time dateTime={credit.class_starts_at} className="whitespace-nowrap">
        {missedAt}
      </time>
      , which did not take place.
    </Trans>
  );
  if (credit.state === 'used' && credit.used_starts_at) {
    const bookedAt = format.classTime(credit.used_starts_at, zone);
    return (
      <>
        <p className="font-semibold">
          <Trans>
            Make-up class booked for{' '}
            <time dateTime={credit.used_starts_at} className="whitespace-nowrap">
              {bookedAt}
            </time>
          </Trans>
        </p>
        <p className="text-sm text-muted">{missed}</p>
      </>
    );
  }
  const until = format.classDay(credit.expires_at, zone);
  return (
    <>
      <p className="font-semibold">
        <Trans>
          You have a make-up class to book with your tutor, until{' '}
          <time dateTime={credit.expires_at} className="whitespace-nowrap">
            {until}
          </time>
        </Trans>
      </p>
      <p className="text-sm text-muted">{missed}</p>
    </>
  );
}

/** Classes the school owes the learner (tutor cancelled or absent), open and booked. */
export function MakeupCredits({ credits, zone }: { credits: MakeupCredit[]; zone: string }) {
  const shown = credits.filter((credit) => credit.state !== 'expired');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="makeup-credits-heading" className="mt-6">
      <h3 id="makeup-credits-heading" className="text-lg">
        <Trans>Make-up classes</Trans>
      </h3>
      <ul className="mt-3 space-y-3">
        {shown.map((credit) => (
          <li
            key={credit.id}
            className="flex gap-3 rounded-xl border border-[#f1e4b3] bg-[#fdf8e7] p-4"
          >
            <i
              className={`pi ${credit.state === 'used' ? 'pi-calendar-plus' : 'pi-replay'} mt-1 text-gold-dark`}
              aria-hidden
            />
            <div className="min-w-0">
              <CreditText credit={credit} zone={zone} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
