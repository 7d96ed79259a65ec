import { Trans, useLingui } from '@lingui/react/macro';
import { CoursePicture } from '../../components/course-picture.tsx';
import { Link } from 'react-router';
import { preview } from '../../lib/format.ts';
import { useFeaturedProducts } from '../../lib/catalog.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';
import { englishOf } from '../../components/in-english.ts';
import { useLogFailure } from './use-log-failure.ts';

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

/** 'Courses to match your needs': the featured courses and a 'See More' tile. */
export function FeaturedCourses() {
  const { t } = useLingui();
  const products = useFeaturedProducts();
  useLogFailure(products.error, 'featured-courses');
  const items = products.data?.data ?? [];

  return (
    <HomeSection labelledBy="courses-title" tone="tint">
      <SectionHeading
        id="courses-title"
        eyebrow={t`Our courses`}
        title={t`Courses to match your needs`}
        lead={t`From your very first Arabic letter to advanced tajweed and Islamic studies: a course for every learner, beginners to advanced.`}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={products.isPending}>
        {products.isPending &&
          PLACEHOLDERS.map((key) => (
            <li key={key} aria-hidden className="card overflow-hidden">
              <div className="aspect-[8/5] animate-pulse bg-line" />
              <div className="space-y-3 p-5">
                <div className="h-5 w-2/3 animate-pulse rounded bg-line" />
                <div className="h-4 animate-pulse rounded bg-line" />
                <div className="h-4 w-5/6 animate-pulse rounded bg-line" />
              </div>
            </li>
          ))}
        {items.map((product) => (
          <li key={product.id} className="card card-link relative flex flex-col overflow-hidden">
            <CoursePicture
              src={product.image}
              // The picture repeats the course's name, which the heading below already says.
              alt=""
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
              lazy
              className="aspect-[8/5] w-full bg-tint object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg" {...englishOf(product, 'name')}>
                {/* The whole card is clickable, but the link is named by the course alone. */}
                <Link
                  to={`/courses/${product.slug}`}
                  className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
                >
                  {product.name}
                </Link>
              </h3>
              <p className="mt-2 text-muted">
                <bdi {...englishOf(product, 'description')}>{preview(product.description)}</bdi>
              </p>
            </div>
          </li>
        ))}
        {!products.isPending && (
          <li className="relative flex">
            <Link
              to="/courses"
              className="group flex min-h-48 w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-primary/40 bg-white p-6 text-center text-xl font-semibold text-primary transition-colors hover:border-primary hover:bg-primary hover:text-white"
            >
              <span
                aria-hidden
                className="flex h-14 w-14 items-center justify-center rounded-full bg-tint text-primary transition-colors group-hover:bg-white"
              >
                <i className="pi pi-arrow-right text-xl" />
              </span>
              {/* The spec's words, and for a screen reader's list of links where they lead. */}
              <span>
                <Trans>
                  See More<span className="sr-only"> courses</span>
                </Trans>
              </span>
            </Link>
          </li>
        )}
      </ul>
    </HomeSection>
  );
}
