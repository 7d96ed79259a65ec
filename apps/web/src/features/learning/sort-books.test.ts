import type { Book } from '@iqra/contracts';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n.ts';
import { BOOK_SORTS, sortBooks } from './sort-books.ts';

const book = (id: number, price: number): Book => ({
  id,
  title: `Book ${id}`,
  description: '',
  price,
  thumbnail: '',
  media: [],
});
const books = [book(2, 24.99), book(1, 14.99), book(3, 19.5)];
const ids = (list: Book[]) => list.map((item) => item.id);

describe('sortBooks', () => {
  it('offers the spec’s five sorts in its order', () => {
    expect(BOOK_SORTS.map((sort) => englishI18n()._(sort.label))).toEqual([
      'Most Popular',
      'Best Rating',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
    ]);
  });

  it('orders by price both ways and by newest title', () => {
    expect(ids(sortBooks(books, 'price-asc'))).toEqual([1, 3, 2]);
    expect(ids(sortBooks(books, 'price-desc'))).toEqual([2, 3, 1]);
    expect(ids(sortBooks(books, 'newest'))).toEqual([3, 2, 1]);
  });

  it('keeps the server’s order where there is no data to sort by, without changing the input', () => {
    expect(ids(sortBooks(books, 'popular'))).toEqual([2, 1, 3]);
    expect(ids(sortBooks(books, 'rating'))).toEqual([2, 1, 3]);
    expect(ids(books)).toEqual([2, 1, 3]);
  });
});
