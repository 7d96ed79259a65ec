import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { CoursePicture } from '../../components/course-picture.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { usePageMeta } from '../../lib/page-meta.ts';
import {
  prefetchProduct,
  productsReadIn,
  tierGroupsQueryOptions,
  useNotFound,
  useProduct,
} from '../../lib/catalog.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import { courseStructuredData } from '../../lib/structured-data.ts';
import { englishOf } from '../../components/in-english.ts';
import { FrameIcon } from '../../components/frame-icon.tsx';
import { NO_REVIEWS, Reviews } from './reviews.tsx';

/** The course, and the plans it is offered on (its JSON-LD's offers; checkout reads them too). */
export const prefetch: Prefetch = (client, { slug = '' }) =>
  Promise.all([prefetchProduct(client, slug), client.ensureQueryData(tierGroupsQueryOptions)]);

/** The course as schema.org's Course, with the school as provider and its plans as offers. */
export function structuredData(client: QueryClient, siteUrl: string, i18n: I18n): object[] {
  const groups = client.getQueryData(tierGroupsQueryOptions.queryKey)?.data ?? [];
  return productsReadIn(client).map((course) =>
    courseStructuredData(course, groups, siteUrl, i18n),
  );
}

export function CoursePage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const course = product.data?.data;
  const notFound = useNotFound(product.error, 'course');
  usePageMeta(
    course?.name ?? (notFound ? t`Course not found` : t`Course`),
    course?.description ?? t`A one-to-one online course with a native Arabic tutor.`,
  );

  if (product.isPending) return <PageLoading />;
  if (!course) {
    return (
      <main className="container-page py-24 text-center">
        <h1 className="text-3xl">
          {notFound ? (
            <Trans>Course not found</Trans>
          ) : (
            <Trans>This course could not be loaded</Trans>
          )}
        </h1>
        <p className="mt-3 text-muted">
          {notFound ? (
            <Trans>
              We could not find that course. It may have been renamed, or the link may be old.
            </Trans>
          ) : (
            <Trans>Please check your connection and try again.</Trans>
          )}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void product.refetch()}
            >
              <Trans>Try again</Trans>
            </button>
          )}
          <Link to="/courses" className={notFound ? 'btn btn-primary' : 'btn btn-outline'}>
            <Trans>Browse all courses</Trans>
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="container-page py-10">
      <Breadcrumb
        items={[
          { label: t`Courses`, to: '/courses' },
          { label: course.name, mark: englishOf(course, 'name') },
        ]}
      />
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <CoursePicture
          src={course.image}
          alt={course.imageAlt}
          altMark={englishOf(course, 'imageAlt')}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
          sizes="(min-width: 1024px) 600px, calc(100vw - 2rem)"
          className="aspect-[8/5] w-full rounded-xl border border-line object-cover"
          first
        />
        <div>
          <p
            className="text-sm font-semibold uppercase tracking-wide text-gold-dark"
            {...englishOf(course.category, 'name')}
          >
            {course.category.name}
          </p>
          <h1 className="mt-2 text-3xl sm:text-4xl" {...englishOf(course, 'name')}>
            {course.name}
          </h1>
          <div className="mt-4">
            <Reviews summary={NO_REVIEWS} />
          </div>
          <p className="mt-6 text-lg" {...englishOf(course, 'description')}>
            {course.description}
          </p>
          <ul className="mt-6 space-y-2 text-muted">
            <li className="flex gap-2">
              <FrameIcon name="user" className="mt-1.5 shrink-0 text-primary" />
              <Trans>One-to-one classes with a native Arabic tutor who teaches in English</Trans>
            </li>
            <li className="flex gap-2">
              <FrameIcon name="clock" className="mt-1.5 shrink-0 text-primary" />
              <Trans>30- or 60-minute classes, at times that suit you</Trans>
            </li>
          </ul>
          <Link
            to={`/courses/${encodeURIComponent(course.slug)}/checkout`}
            className="btn btn-primary mt-8 w-full sm:w-auto"
          >
            <Trans>Enroll now</Trans>
          </Link>
        </div>
      </div>
    </main>
  );
}
