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

export function countReviews(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

export function Reviews({ summary }: { summary: ReviewSummary }) {
  return (
    <section
      aria-labelledby="reviews-heading"
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <h2 id="reviews-heading" className="sr-only">
        Reviews
      </h2>
      <p className="sr-only">{`${summary.average} out of 5 stars`}</p>
      <div className="flex gap-0.5 text-gold-dark" aria-hidden>
        {starStates(summary.average).map((state, index) => (
          <i key={index} className={`pi ${state === 'full' ? 'pi-star-fill' : 'pi-star'}`} />
        ))}
      </div>
      {summary.totalCount === 0 && <p className="font-medium">No reviews yet</p>}
      <p className="text-muted">{countReviews(summary.totalCount)}</p>
    </section>
  );
}
