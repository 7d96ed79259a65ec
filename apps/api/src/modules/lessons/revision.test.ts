import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADES } from '@iqra/contracts';
import { Rating, type Grade } from 'ts-fsrs';
import { cardsOf, ratingOf, REVISION_MAX_DAYS, type PageReview } from './revision.ts';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2027, 0, 4, 8) + day * DAY);

describe('how a page was heard, as FSRS rates it', () => {
  it('follows the grade when no mistake was heard on the page', () => {
    expect(GRADES.map((grade) => ratingOf(grade, []))).toEqual([
      Rating.Easy,
      Rating.Good,
      Rating.Hard,
      Rating.Again,
    ]);
  });

  it('is lowered by the mistakes on the page, a word given counting twice one alerted', () => {
    expect(ratingOf('excellent', ['tanbeeh'])).toBe(Rating.Good);
    expect(ratingOf('excellent', ['talqeen'])).toBe(Rating.Hard);
    expect(ratingOf('excellent', ['tanbeeh', 'tanbeeh', 'tanbeeh'])).toBe(Rating.Hard);
    expect(ratingOf('excellent', ['talqeen', 'talqeen'])).toBe(Rating.Again);
    // Never raised: a page graded "good" stays Hard with one mistake.
    expect(ratingOf('good', ['tanbeeh'])).toBe(Rating.Hard);
  });
});

describe('each page’s card', () => {
  it('counts two entries of one class on a page as one review, rated as the worse', () => {
    const once = cardsOf([{ page: 582, at: at(0), rating: Rating.Hard }]);
    const twice = cardsOf([
      { page: 582, at: at(0), rating: Rating.Easy },
      { page: 582, at: at(0), rating: Rating.Hard },
    ]);
    expect(twice.get(582)).toEqual(once.get(582));
    expect(twice.get(582)?.reviews).toBe(1);
  });

  it('brings a forgotten page back sooner, and counts the lapse', () => {
    const steady = cardsOf([
      { page: 1, at: at(0), rating: Rating.Good },
      { page: 1, at: at(3), rating: Rating.Good },
    ]).get(1)!;
    const forgotten = cardsOf([
      { page: 1, at: at(0), rating: Rating.Good },
      { page: 1, at: at(3), rating: Rating.Again },
    ]).get(1)!;
    expect(forgotten.due.getTime()).toBeLessThan(steady.due.getTime());
    expect(forgotten.lapses).toBe(1);
    expect(steady.lapses).toBe(0);
  });

  it('is due a whole number of days after it was last heard, at least one and at most the cap', () => {
    const review = fc.record({
      page: fc.integer({ min: 1, max: 3 }),
      day: fc.integer({ min: 0, max: 400 }),
      rating: fc.constantFrom<Grade>(Rating.Again, Rating.Hard, Rating.Good, Rating.Easy),
    });
    fc.assert(
      fc.property(fc.array(review, { minLength: 1, maxLength: 40 }), (list) => {
        const reviews: PageReview[] = list.map((item) => ({
          page: item.page,
          at: at(item.day),
          rating: item.rating,
        }));
        for (const [page, card] of cardsOf(reviews)) {
          const last = Math.max(
            ...list.filter((item) => item.page === page).map((item) => item.day),
          );
          expect(card.lastHeard).toEqual(at(last));
          const days = (card.due.getTime() - card.lastHeard.getTime()) / DAY;
          expect(Number.isInteger(days)).toBe(true);
          expect(days).toBeGreaterThanOrEqual(1);
          expect(days).toBeLessThanOrEqual(REVISION_MAX_DAYS);
        }
      }),
    );
  });
});
