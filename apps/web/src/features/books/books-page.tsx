import type { BookSummary } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { BELOW_THE_FOLD } from '../../lib/below-the-fold.ts';
import { booksQueryOptions, useBooks } from '../../lib/catalog.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import { englishOf } from '../../components/in-english.ts';
import { LoadFailedCard } from '../../components/load-failed-card.tsx';

/** The books the server renders the page with. */
export const prefetch: Prefetch = (client) => client.ensureQueryData(booksQueryOptions);

export function BooksPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Books`,
    t`Workbooks, guides and story books for learning Quran, Arabic and Islamic studies at home.`,
  );
  const books = useBooks();
  useEffect(() => {
    if (books.error) console.error('Books could not be loaded', books.error);
  }, [books.error]);

  return (
    <main className="container-page py-10">
      <h1 className="text-3xl sm:text-4xl">
        <Trans>Books</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        <Trans>
          Workbooks and guides chosen by our tutors for practice between classes. Once you buy a
          book, its pages are waiting for you under Learning.
        </Trans>
      </p>
      <BookList
        isPending={books.isPending}
        failed={books.isError}
        onRetry={() => void books.refetch()}
        books={books.data?.data ?? []}
      />
    </main>
  );
}

function BookList({
  isPending,
  failed,
  onRetry,
  books,
}: {
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  books: BookSummary[];
}) {
  if (isPending) return <PageLoading />;
  if (failed) {
    return (
      <LoadFailedCard onRetry={onRetry}>
        <Trans>The books could not be loaded.</Trans>
      </LoadFailedCard>
    );
  }
  if (books.length === 0) {
    return (
      <p className="card mt-8 p-8 text-center text-lg">
        <Trans>There are no books for sale yet. Please come back soon.</Trans>
      </p>
    );
  }
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-2">
      {books.map((book, index) => (
        <li key={book.id}>
          {/* A phone's first screen shows two covers; the rest load as the visitor nears them. */}
          <BookCard book={book} below={index >= 2} />
        </li>
      ))}
    </ul>
  );
}

function BookCard({ book, below }: { book: BookSummary; below: boolean }) {
  const { t } = useLingui();
  const bookTitle = book.title;
  return (
    // Phones: cover beside the title, the rest full width; wider: cover beside everything.
    <article className="card grid h-full grid-cols-[5rem_1fr] gap-x-4 gap-y-3 p-4 sm:grid-cols-[9rem_1fr] sm:grid-rows-[auto_1fr_auto] sm:gap-x-6 sm:p-5">
      <img
        src={book.thumbnail}
        alt={t`Cover of ${bookTitle}`}
        width={300}
        height={400}
        {...(below ? BELOW_THE_FOLD : {})}
        className="aspect-[3/4] w-full rounded-lg border border-line object-cover sm:row-span-3"
      />
      <h2 className="self-center text-xl sm:self-start" {...englishOf(book, 'title')}>
        {book.title}
      </h2>
      <p className="col-span-2 text-muted sm:col-span-1" {...englishOf(book, 'description')}>
        {book.description}
      </p>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1">
        <Money amount={book.price} className="text-2xl font-bold text-primary" />
        <Link
          to={`/books/${book.id}/checkout`}
          className="btn btn-primary"
          aria-label={t`Buy Now, ${bookTitle}`}
        >
          <Trans>Buy Now</Trans>
        </Link>
      </div>
    </article>
  );
}
