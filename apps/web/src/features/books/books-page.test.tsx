import { bookSummarySchema, listOf } from '@iqra/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { BooksPage } from './books-page.tsx';

// The books for sale, their titles and descriptions as staff wrote them; the page's own words
// in the visitor's language.

const BOOK = {
  id: 7,
  title: 'My First Qaida',
  description: 'Letters and their sounds.',
  price: 12,
  thumbnail: '/images/books/qaida.jpg',
};

function answerBooks(books: (typeof BOOK)[]) {
  playApi(({ url }) =>
    url === '/api/books' ? answer(listOf(bookSummarySchema), { data: books }) : undefined,
  );
}

describe('the books page', () => {
  it('offers each book in English as written', async () => {
    answerBooks([BOOK]);
    await renderIn('en', <BooksPage />, '/books');
    expect(await screen.findByRole('link', { name: 'Buy Now, My First Qaida' })).toBeTruthy();
    expect(screen.getByAltText('Cover of My First Qaida')).toBeTruthy();
  });

  it('offers each book in Arabic, its title as staff wrote it', async () => {
    answerBooks([BOOK]);
    await renderIn('ar', <BooksPage />, '/books');
    expect(screen.getByRole('heading', { level: 1, name: 'الكتب' })).toBeTruthy();
    const buy = await screen.findByRole('link', { name: 'اشترِ الآن، My First Qaida' });
    expect(buy.textContent).toBe('اشترِ الآن');
    expect(buy.getAttribute('href')).toBe('/books/7/checkout');
    expect(screen.getByAltText('غلاف كتاب My First Qaida')).toBeTruthy();
    expect(screen.getByText('$12')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('الكتب | أكاديمية اقرأ'));
  });

  it('says so in Arabic when there is none for sale', async () => {
    answerBooks([]);
    await renderIn('ar', <BooksPage />, '/books');
    expect(
      await screen.findByText('لا توجد كتب معروضة للبيع بعد. يرجى العودة قريبًا.'),
    ).toBeTruthy();
  });

  it('says in Arabic when the books could not be loaded, and asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    const calls = playApi(({ url }) =>
      url === '/api/books' && !failing
        ? answer(listOf(bookSummarySchema), { data: [BOOK] })
        : new Response('', { status: 503 }),
    );
    await renderIn('ar', <BooksPage />, '/books');
    expect(await screen.findByText('تعذّر تحميل الكتب.')).toBeTruthy();
    expect(screen.getByText('يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByRole('link', { name: 'اشترِ الآن، My First Qaida' })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/books')).toHaveLength(2);
  });
});
