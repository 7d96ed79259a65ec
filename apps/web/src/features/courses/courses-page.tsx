import type { I18n } from '@lingui/core';
import type { Category, Product, ProductSort } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { Menu } from 'primereact/menu';
import { Sidebar } from 'primereact/sidebar';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCloseOnNavigate } from '../../components/use-close-on-navigate.ts';
import { CoursePicture } from '../../components/course-picture.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { useSides } from '../../lib/direction.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { categoriesQueryOptions, productsQueryOptions, useCategories } from '../../lib/catalog.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import { courseUrl, SCHEMA_CONTEXT } from '../../lib/structured-data.ts';
import {
  SORT_OPTIONS,
  countCourses,
  coursesHref,
  filterByCategory,
  parseSort,
} from './course-filters.ts';
import { englishOf } from '../../components/in-english.ts';
import { FrameIcon } from '../../components/frame-icon.tsx';
import { LoadFailedCard } from '../../components/load-failed-card.tsx';

/** Every category and every course in staff order: the page as the server renders it. */
export const prefetch: Prefetch = (client) =>
  Promise.all([
    client.ensureQueryData(categoriesQueryOptions),
    client.ensureQueryData(productsQueryOptions()),
  ]);

/** The courses as a schema.org ItemList, each by its page's address. */
export function structuredData(client: QueryClient, siteUrl: string, i18n: I18n): object[] {
  const courses = client.getQueryData(productsQueryOptions().queryKey)?.data ?? [];
  /* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary */
  return [
    {
      '@context': SCHEMA_CONTEXT,
      '@type': 'ItemList',
      itemListElement: courses.map((course, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: courseUrl(course, siteUrl, i18n),
        name: course.name,
      })),
    },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
}

const NO_PARAMS = new URLSearchParams();

/**
 * The category and sort the address asks for. The server renders every page for its bare path
 * (decision 014): the browser's first render is that page too, all courses in staff order, and
 * the address's choice applies once the page is the app's.
 */
function useChosen() {
  const [searchParams] = useSearchParams();
  const params = useHydrated() ? searchParams : NO_PARAMS;
  return { category: params.get('category'), sort: parseSort(params.get('sort')) };
}

/** All courses (GET /api/products once per sort), filtered by category here in the browser. */
export function CoursesPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Courses`,
    t`One-to-one online courses in Quran, Arabic and Islamic studies with native Arabic tutors who teach in English.`,
  );
  const { category, sort } = useChosen();

  const categories = useCategories();
  // The old order stays on screen while another sort loads, so the grid does not flash.
  const products = useQuery({ ...productsQueryOptions(sort), placeholderData: keepPreviousData });
  useEffect(() => {
    if (categories.error) console.error('Categories could not be loaded', categories.error);
  }, [categories.error]);
  useEffect(() => {
    if (products.error) console.error('Courses could not be loaded', products.error);
  }, [products.error]);

  const [filterOpen, setFilterOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  useCloseOnNavigate(() => setFilterOpen(false));
  const closeFilter = () => {
    setFilterOpen(false);
    filterButton.current?.focus();
  };

  const categoryList = categories.data?.data ?? [];
  const active = categoryList.find((item) => item.slug === category);
  const shown = filterByCategory(products.data?.data ?? [], category);
  const heading = category ? (active?.name ?? t`Courses in this category`) : t`All courses`;
  const shownCount = shown.length;
  // The filter drawer comes in from the side the page's text starts on.
  const sides = useSides();

  return (
    <main className="container-page py-10">
      <div className="flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl sm:text-4xl">
            <Trans>Courses</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-muted">
            <Trans>
              Every course is taught one-to-one by a native Arabic tutor, in English, at times that
              suit you.
            </Trans>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            ref={filterButton}
            type="button"
            className="btn btn-outline lg:hidden"
            aria-expanded={filterOpen}
            onClick={() => setFilterOpen(true)}
          >
            <FrameIcon name="filter" />
            <Trans>Filter</Trans>
          </button>
          <SortMenu sort={sort} />
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <aside aria-labelledby="categories-heading" className="hidden lg:block">
          <h2 id="categories-heading" className="text-lg">
            <Trans>Categories</Trans>
          </h2>
          <CategoryLinks categories={categoryList} active={category} sort={sort} />
        </aside>

        <section aria-labelledby="results-heading" aria-busy={products.isFetching}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-2xl">
              {heading}
            </h2>
            {products.data && (
              <p className="text-muted" role="status">
                {t(countCourses(shownCount))}
              </p>
            )}
          </div>
          <CourseResults
            isPending={products.isPending}
            failed={products.isError && !products.data}
            onRetry={() => void products.refetch()}
            courses={shown}
            sort={sort}
          />
        </section>
      </div>

      <Sidebar
        visible={filterOpen}
        onHide={closeFilter}
        position={sides.start}
        className="w-full max-w-xs"
        header={
          <p className="text-lg font-semibold">
            <Trans>Filter courses</Trans>
          </p>
        }
        aria-label={t`Filter courses`}
        blockScroll
      >
        <nav aria-label={t`Course categories (drawer)`}>
          <CategoryLinks categories={categoryList} active={category} sort={sort} />
        </nav>
      </Sidebar>
    </main>
  );
}

function CategoryLinks({
  categories,
  active,
  sort,
}: {
  categories: Category[];
  active: string | null;
  sort: ProductSort | undefined;
}) {
  const { t } = useLingui();
  const items = [
    { slug: null, name: t`All courses` },
    ...categories.map((item) => ({ slug: item.slug, name: item.name })),
  ];
  return (
    <ul className="mt-3 space-y-1">
      {items.map((item) => {
        const current = item.slug === active || (!item.slug && !active);
        return (
          <li key={item.slug ?? 'all'}>
            <Link
              to={coursesHref({ category: item.slug, sort })}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 font-medium ${
                current ? 'bg-tint text-primary' : 'text-ink hover:bg-tint hover:text-primary'
              }`}
            >
              {item.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Most Popular, Best Rating, Newest (decision 003: here they really reorder). */
function SortMenu({ sort }: { sort: ProductSort | undefined }) {
  const { t, i18n } = useLingui();
  // The menu lines up with the button's end, and so opens towards the page's middle.
  const sides = useSides();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [, setSearchParams] = useSearchParams();
  const chosen = SORT_OPTIONS.find((option) => option.value === sort);
  const sortName = chosen && i18n._(chosen.label);

  const items = SORT_OPTIONS.map((option) => ({
    label: i18n._(option.label),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- icon classes
    icon: option.value === sort ? 'pi pi-fw pi-check' : 'pi pi-fw',
    command: () =>
      setSearchParams((params) => {
        params.set('sort', option.value);
        return params;
      }),
  }));

  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <FrameIcon name="sort-alt" />
        {sortName ? <Trans>Sort: {sortName}</Trans> : <Trans>Sort</Trans>}
      </button>
      <Menu
        ref={menu}
        id={menuId}
        model={items}
        popup
        popupAlignment={sides.end}
        pt={{ menu: { 'aria-label': t`Sort courses` } }}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
    </>
  );
}

function CourseResults({
  isPending,
  failed,
  onRetry,
  courses,
  sort,
}: {
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  courses: Product[];
  sort: ProductSort | undefined;
}) {
  if (isPending) return <PageLoading />;
  if (failed) {
    return (
      <LoadFailedCard onRetry={onRetry} className="mt-6">
        <Trans>The courses could not be loaded.</Trans>
      </LoadFailedCard>
    );
  }
  if (courses.length === 0) {
    return (
      <div className="card mt-6 p-8 text-center">
        <p className="text-lg font-semibold">
          <Trans>There are no courses in this category yet.</Trans>
        </p>
        <p className="mt-2 text-muted">
          <Trans>New courses are added often. Have a look at the others.</Trans>
        </p>
        <Link to={coursesHref({ sort })} className="btn btn-primary mt-5">
          <Trans>See all courses</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} place={placeOf(index)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a card's picture stands in the list: on a phone the first is the page's largest paint
 * and the second shows at the screen's foot; the rest wait for the first paint, so that those
 * two and the page's fonts have the connection to themselves (twelve pictures at once made the
 * largest paint 2 s on a slow phone).
 */
type Place = 'first' | 'near' | 'below';
const placeOf = (index: number): Place => (index === 0 ? 'first' : index === 1 ? 'near' : 'below');

/** The whole card is clickable, but the link's name is only the course name. */
function CourseCard({ course, place }: { course: Product; place: Place }) {
  return (
    <article className="card card-link relative flex h-full flex-col overflow-hidden">
      <CoursePicture
        src={course.image}
        alt={course.imageAlt}
        altMark={englishOf(course, 'imageAlt')}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
        sizes="(min-width: 1280px) 330px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        className="aspect-[8/5] w-full bg-tint object-cover"
        first={place === 'first'}
        lazy={place === 'below'}
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <p
          className="text-sm font-semibold uppercase tracking-wide text-gold-dark"
          {...englishOf(course.category, 'name')}
        >
          {course.category.name}
        </p>
        <h3 className="text-lg" {...englishOf(course, 'name')}>
          <Link
            to={`/courses/${encodeURIComponent(course.slug)}`}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
          >
            {course.name}
          </Link>
        </h3>
      </div>
    </article>
  );
}
