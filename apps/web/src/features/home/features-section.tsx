import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { HomeSection, SectionHeading } from './home-section.tsx';

interface Feature {
  name: MessageDescriptor;
  description: MessageDescriptor;
  icon: string;
}

// The six features of the spec's 'Why us' section.
const FEATURES: Feature[] = [
  {
    name: msg`Native Arabic tutors`,
    description: msg`Learn from native Arabic speakers who are fluent in English, so every rule and meaning is explained clearly.`,
    icon: 'pi-users',
  },
  {
    name: msg`Flexible scheduling`,
    description: msg`Choose the days and times that suit you. Classes are shown in your own time zone and can be moved when life gets busy.`,
    icon: 'pi-calendar',
  },
  {
    name: msg`Interactive learning`,
    description: msg`Live one-to-one video lessons where you read, recite and practise with your tutor, not just listen.`,
    icon: 'pi-comments',
  },
  {
    name: msg`Certified tutors`,
    description: msg`Our tutors are Al-Azhar certified and tested on recitation, knowledge and teaching before they join us.`,
    icon: 'pi-verified',
  },
  {
    name: msg`Comprehensive curriculum`,
    description: msg`A clear path from the Arabic alphabet to tajweed, memorisation, Arabic grammar and Islamic studies.`,
    icon: 'pi-book',
  },
  {
    name: msg`24/7 support`,
    description: msg`Questions about classes, schedules or payments? Our support team is here for you day and night.`,
    icon: 'pi-headphones',
  },
];

/** 'Why us': the six features of the spec, each with an icon. */
export function FeaturesSection() {
  const { t, i18n } = useLingui();
  return (
    <HomeSection labelledBy="features-title" tone="white">
      <SectionHeading
        id="features-title"
        eyebrow={t`Our promise`}
        title={t`Why us`}
        lead={t`Everything you need to learn with confidence, from the comfort of your home.`}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.icon} className="card p-6">
            <span
              aria-hidden
              className="flex h-12 w-12 items-center justify-center rounded-xl bg-tint text-primary"
            >
              <i className={`pi ${feature.icon} text-xl`} />
            </span>
            <h3 className="mt-4 text-lg">{i18n._(feature.name)}</h3>
            <p className="mt-2 text-muted">{i18n._(feature.description)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
