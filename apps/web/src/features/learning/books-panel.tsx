import type { Book } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMyBooks } from './api.ts';
import { BookGallery } from './book-gallery.tsx';
import { BOOKS_HEADING_ROW_CLASS } from './books-heading.ts';
import { FilterDrawer } from './filter-drawer.tsx';
import { SortMenu } from './sort-menu.tsx';
import { sortBooks, type BookSort } from './sort-books.ts';
import { englishOf } from '../../components/in-english.ts';
import { LoadingLine } from '../../components/loading-line.tsx';

/** A book's number of pages, and that a click opens them. */
function GalleryLink({ pages }: { pages: number }) {
  const { t } = useLingui();
  return <>{t`${plural(pages, { one: '# page', other: '# pages' })} · Open gallery`}</>;
}

export function BooksPanel() {
  const books = useMyBooks();
  const [sort, setSort] = useState<BookSort>('popular');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [shown, setShown] = useState<Book | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    // The spec: a failed book fetch is logged, not shown.
    if (books.error) console.error('Could not load books', books.error);
  }, [books.error]);

  const list = books.data?.data;
  const sorted = useMemo(() => (list ? sortBooks(list, sort) : []), [list, sort]);

  return (
    <>
      <div className={BOOKS_HEADING_ROW_CLASS}>
        <h2 className="text-2xl">
          <Trans>My Books</Trans>
        </h2>
        {sorted.length > 0 && (
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="btn btn-outline px-3 text-sm md:hidden"
              aria-haspopup="dialog"
              onClick={() => setFiltersOpen(true)}
            >
              <i className="pi pi-filter" aria-hidden />
              <Trans>Filters</Trans>
            </button>
            <SortMenu value={sort} onChange={setSort} />
          </div>
        )}
      </div>

      {books.isPending && (
        <LoadingLine>
          <Trans>Loading your books…</Trans>
        </LoadingLine>
      )}
      {list && list.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-line bg-white p-6">
          <p>
            <Trans>No books available.</Trans>
          </p>
          <Link to="/books" className="btn btn-primary mt-4">
            <Trans>Browse books</Trans>
          </Link>
        </div>
      )}
      {sorted.length > 0 && (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {sorted.map((book) => (
            <li key={book.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setShown(book);
                }}
                className="card card-link flex h-full w-full flex-col overflow-hidden text-start"
              >
                <img
                  src={book.thumbnail}
                  alt=""
                  width={600}
                  height={800}
                  className="aspect-[3/4] w-full bg-tint object-cover"
                />
                <span className="flex flex-1 flex-col gap-1 p-4">
                  <span className="text-lg font-semibold text-ink" {...englishOf(book, 'title')}>
                    {book.title}
                  </span>
                  <span className="flex items-center gap-1.5 text-sm text-muted">
                    <i className="pi pi-images" aria-hidden />
                    <GalleryLink pages={book.media.length} />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <FilterDrawer visible={filtersOpen} onHide={() => setFiltersOpen(false)} />
      {shown && (
        <BookGallery
          key={shown.id}
          book={shown}
          onHide={() => {
            setShown(null);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
