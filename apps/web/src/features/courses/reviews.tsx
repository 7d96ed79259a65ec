import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { FrameIcon } from '../../components/frame-icon.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Reviews as the spec describes them: an average out of 5 stars and a total count. */
export interface ReviewSummary {
  average: number;
  totalCount: number;
}

/** The spec's reviews have no data source: we show that honestly rather than invent numbers. */
export const NO_REVIEWS: ReviewSummary = { average: 0, totalCount: 0 };

/** Five stars, each 'full' or 'empty', for an average rounded to the nearest whole star. */
export function starStates(average: number): ('full' | 'empty')[] {
  const filled = Math.min(5, Math.max(0, Math.round(average)));
  return Array.from({ length: 5 }, (_, index) => (index < filled ? 'full' : 'empty'));
}

/** "1 review", "12 reviews": in the page's language, with its plural forms (Arabic's six). */
export function countReviews(count: number): MessageDescriptor {
  return msg`${plural(count, { one: '# review', other: '# reviews' })}`;
}

export function Reviews({ summary }: { summary: ReviewSummary }) {
  const { t } = useLingui();
  const average = summary.average;
  return (
    <section
      aria-labelledby="reviews-heading"
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <h2 id="reviews-heading" className="sr-only">
        <Trans>Reviews</Trans>
      </h2>
      <p className="sr-only">{t`${average} out of 5 stars`}</p>
      <div className="flex gap-0.5 text-gold-dark" aria-hidden>
        {starStates(summary.average).map((state, index) => (
          <FrameIcon key={index} name={state === 'full' ? 'star-fill' : 'star'} />
        ))}
      </div>
      {summary.totalCount === 0 && (
        <p className="font-medium">
          <Trans>No reviews yet</Trans>
        </p>
      )}
      <p className="text-muted">{t(countReviews(summary.totalCount))}</p>
    </section>
  );
}
