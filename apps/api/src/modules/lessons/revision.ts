import type { Grade as SchoolGrade, MistakeCaught } from '@iqra/contracts';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { pushTo } from '../../lib/collections.ts';

// When each memorised page is next due for revision: FSRS (the `ts-fsrs` scheduler, as kept),
// fed by what the tutor heard in class rather than by the learner's own guess. Pure: the
// reviews come in, the cards go out; nothing here reads the database or the clock.

/**
 * The school's scheduler: whole days (a page is heard in a class, not in a session of
 * flashcards, so no learning steps of minutes), no random spread (a tutor and a learner must
 * see the same day), 90 % recall aimed at, and no page left more than 60 days unheard: a
 * memorised page that is not revised within about two months is no longer memorised.
 */
export const REVISION_MAX_DAYS = 60;
const DAY = 86_400_000;
const scheduler = fsrs({
  request_retention: 0.9,
  maximum_interval: REVISION_MAX_DAYS,
  enable_fuzz: false,
  enable_short_term: false,
});

const RATING_OF_GRADE: Record<SchoolGrade, Grade> = {
  excellent: Rating.Easy,
  very_good: Rating.Good,
  good: Rating.Hard,
  repeat: Rating.Again,
};

/** How much a mistake weighs: a word the tutor had to give counts twice one only alerted. */
const WEIGHT_OF: Record<MistakeCaught, number> = { tanbeeh: 1, talqeen: 2 };

/**
 * How a page was heard, as FSRS rates a review: the entry's grade, lowered by the mistakes
 * heard on that page (weighed 1 for a tanbeeh, 2 for a talqeen): one mistake at most Good,
 * two or three at most Hard, four or more Again. So a page with mistakes comes back sooner
 * even in an entry graded well as a whole.
 */
export function ratingOf(grade: SchoolGrade, mistakes: readonly MistakeCaught[]): Grade {
  const weight = mistakes.reduce((sum, caught) => sum + WEIGHT_OF[caught], 0);
  const cap =
    weight === 0
      ? Rating.Easy
      : weight === 1
        ? Rating.Good
        : weight <= 3
          ? Rating.Hard
          : Rating.Again;
  return Math.min(RATING_OF_GRADE[grade], cap) as Grade;
}

/** A page heard in a class: when, and how (see `ratingOf`). */
export interface PageReview {
  page: number;
  at: Date;
  rating: Grade;
}

/** Where a page stands after the reviews so far. */
export interface PageCard {
  /** When it should next be heard. */
  due: Date;
  /** When it was last heard. */
  lastHeard: Date;
  /** How often it was heard, and how often of those it had been forgotten (rated Again). */
  reviews: number;
  lapses: number;
}

/**
 * Each page's card after its reviews, replayed in order. Reviews of one page at one moment
 * (two entries of a class on the same page) are one review, rated as the worse of them.
 */
export function cardsOf(reviews: readonly PageReview[]): Map<number, PageCard> {
  const byPage = new Map<number, PageReview[]>();
  for (const review of reviews) pushTo(byPage, review.page, review);
  const cards = new Map<number, PageCard>();
  for (const [page, list] of byPage) {
    // One review per moment, rated as the worst heard then.
    const byMoment = new Map<number, Grade>();
    for (const review of list) {
      const moment = review.at.getTime();
      byMoment.set(moment, Math.min(byMoment.get(moment) ?? Rating.Easy, review.rating) as Grade);
    }
    let card: Card | undefined;
    for (const [moment, rating] of [...byMoment].sort(([a], [b]) => a - b)) {
      const when = new Date(moment);
      card = scheduler.next(card ?? createEmptyCard(when), when, rating).card;
    }
    if (card?.last_review) {
      // The scheduler keeps Easy a day past Good, even past its longest interval.
      const latest = card.last_review.getTime() + REVISION_MAX_DAYS * DAY;
      cards.set(page, {
        due: new Date(Math.min(card.due.getTime(), latest)),
        lastHeard: card.last_review,
        reviews: byMoment.size,
        lapses: card.lapses,
      });
    }
  }
  return cards;
}
