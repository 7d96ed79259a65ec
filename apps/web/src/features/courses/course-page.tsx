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
import { NO_REVIEWS, Reviews } from './reviews.tsx';

/** The course, and the plans it is offered on (its JSON-LD's offers; checkout reads them too). */
export const prefetch: Prefetch = (client, { slug = '' }) =>
  Promise.all([prefetchProduct(client, slug), client.ensureQueryData(tierGroupsQueryOptions)]);

/** The course as schema.org's Course, with the school as provider and its plans as offers. */
export function structuredData(client: QueryClient, siteUrl: string): object[] {
  const groups = client.getQueryData(tierGroupsQueryOptions.queryKey)?.data ?? [];
  return productsReadIn(client).map((course) => courseStructuredData(course, groups, siteUrl));
}

export function CoursePage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const course = product.data?.data;
  const notFound = useNotFound(product.error, 'course');
  usePageMeta(
    course?.name ?? (notFound ? 'Course not found' : 'Course'),
    course?.description ?? 'A one-to-one online course with a native Arabic tutor.',
  );

  if (product.isPending) return <PageLoading />;
  if (!course) {
    return (
      <main className="container-page py-24 text-center">
        <h1 className="text-3xl">
          {notFound ? 'Course not found' : 'This course could not be loaded'}
        </h1>
        <p className="mt-3 text-muted">
          {notFound
            ? 'We could not find that course. It may have been renamed, or the link may be old.'
            : 'Please check your connection and try again.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void product.refetch()}
            >
              Try again
            </button>
          )}
          <Link to="/courses" className={notFound ? 'btn btn-primary' : 'btn btn-outline'}>
            Browse all courses
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="container-page py-10">
      <Breadcrumb items={[{ label: 'Courses', to: '/courses' }, { label: course.name }]} />
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <CoursePicture
          src={course.image}
          alt={course.imageAlt}
          sizes="(min-width: 1024px) 600px, calc(100vw - 2rem)"
          className="aspect-[8/5] w-full rounded-xl border border-line object-cover"
          first
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">
            {course.category.name}
          </p>
          <h1 className="mt-2 text-3xl sm:text-4xl">{course.name}</h1>
          <div className="mt-4">
            <Reviews summary={NO_REVIEWS} />
          </div>
          <p className="mt-6 text-lg">{course.description}</p>
          <ul className="mt-6 space-y-2 text-muted">
            <li className="flex gap-2">
              <i className="pi pi-user mt-1.5 text-primary" aria-hidden />
              One-to-one classes with a native Arabic tutor who teaches in English
            </li>
            <li className="flex gap-2">
              <i className="pi pi-clock mt-1.5 text-primary" aria-hidden />
              30- or 60-minute classes, at times that suit you
            </li>
          </ul>
          <Link
            to={`/courses/${encodeURIComponent(course.slug)}/checkout`}
            className="btn btn-primary mt-8 w-full sm:w-auto"
          >
            Enroll now
          </Link>
        </div>
      </div>
    </main>
  );
}
