import type { Book } from '@iqra/contracts';
import { msg } from '@lingui/core/macro';

/** The learning screen's sort menu, in the spec's order and words. */
export const BOOK_SORTS = [
  { value: 'popular', label: msg`Most Popular` },
  { value: 'rating', label: msg`Best Rating` },
  { value: 'newest', label: msg`Newest` },
  { value: 'price-asc', label: msg`Price: Low to High` },
  { value: 'price-desc', label: msg`Price: High to Low` },
] as const;
export type BookSort = (typeof BOOK_SORTS)[number]['value'];

/**
 * Orders the learner's books by what the data can honestly tell: price, and newest as the
 * most recently added title (highest id). There is no popularity or rating data, so those
 * keep the server's order.
 */
export function sortBooks(books: readonly Book[], sort: BookSort): Book[] {
  const sorted = [...books];
  switch (sort) {
    case 'price-asc':
      return sorted.sort((a, b) => a.price - b.price || a.id - b.id);
    case 'price-desc':
      return sorted.sort((a, b) => b.price - a.price || a.id - b.id);
    case 'newest':
      return sorted.sort((a, b) => b.id - a.id);
    default:
      return sorted;
  }
}
