import { useLingui } from '@lingui/react/macro';
import { useFaqs } from './api.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { JobApplicationForm } from './job-application-form.tsx';
import { BELOW_THE_FOLD } from '../../lib/below-the-fold.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';
import { useLogFailure } from './use-log-failure.ts';

/**
 * Frequently asked questions: one open at a time, a click toggles it and closes the others;
 * beside it the FAQ image, and below both the 'Want to work with us?' panel.
 */
export function FaqSection() {
  const { t } = useLingui();
  const faqs = useFaqs();
  useLogFailure(faqs.error, 'faqs');
  const items = faqs.data?.data ?? [];

  return (
    <HomeSection labelledBy="faq-title" tone="white">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-title"
            align="left"
            eyebrow={t`FAQ`}
            title={t`Frequently asked questions`}
            lead={t`Answers to what families ask us most. Still wondering about something? Book a free demo and ask your tutor.`}
          />
          <div className="mt-8" aria-busy={faqs.isPending}>
            {items.length > 0 && <FaqAccordion items={items} />}
          </div>
        </div>
        <div className="lg:order-first">
          <img
            src="/images/home/faqs.jpg"
            alt={t`The Arabic word ilm, knowledge, in a white eight-point star: every question is the beginning of knowledge`}
            width={800}
            height={800}
            {...BELOW_THE_FOLD}
            className="mx-auto aspect-square w-full max-w-sm rounded-2xl bg-tint object-cover lg:sticky lg:top-24 lg:max-w-none"
          />
        </div>
      </div>
      <div id="work-with-us" className="mt-12 lg:mt-16">
        <JobApplicationForm />
      </div>
    </HomeSection>
  );
}
