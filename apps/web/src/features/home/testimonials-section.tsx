import { useLingui } from '@lingui/react/macro';
import { groupBy } from './group.ts';
import { useTestimonials } from './api.ts';
import { BELOW_THE_FOLD } from '../../lib/below-the-fold.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';
import { englishOf } from '../../components/in-english.ts';
import { useLogFailure } from './use-log-failure.ts';

const DEFAULT_AVATAR = '/images/default-avatar.png';
// As the spec has it: testimonials are shown two to a column.
const PER_COLUMN = 2;

/** 'What people are saying' (anchor #testimonials): the server's testimonials, two per column. */
export function TestimonialsSection() {
  const { t } = useLingui();
  const testimonials = useTestimonials();
  useLogFailure(testimonials.error, 'testimonials');
  const columns = groupBy(testimonials.data?.data ?? [], PER_COLUMN);

  return (
    <HomeSection id="testimonials" labelledBy="testimonials-title" tone="tint">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t`Testimonials`}
        title={t`What people are saying`}
        lead={t`Parents and students from around the world share how their classes are going.`}
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-3" aria-busy={testimonials.isPending}>
        {columns.map((column) => (
          <ul key={column.map((item) => item.id).join('-')} className="flex flex-col gap-6">
            {column.map((item) => (
              <li key={item.id} className="card flex flex-1 flex-col p-6">
                <figure className="flex flex-1 flex-col">
                  <i className="pi pi-comment text-2xl text-gold-dark" aria-hidden />
                  <blockquote className="mt-4 flex-1 text-ink">
                    <p>
                      <bdi {...englishOf(item, 'testimonial')}>{item.testimonial}</bdi>
                    </p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-4">
                    <img
                      src={DEFAULT_AVATAR}
                      alt=""
                      width={48}
                      height={48}
                      {...BELOW_THE_FOLD}
                      className="h-12 w-12 shrink-0 rounded-full border border-line"
                    />
                    <span className="font-semibold">{item.name}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </HomeSection>
  );
}
