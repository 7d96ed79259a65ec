import type { Tier } from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { useTierGroups } from '../../lib/catalog.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';
import { PublicHolidays } from './public-holidays.tsx';
import { Tabs } from './tabs.tsx';
import { englishOf } from '../../components/in-english.ts';
import { useLogFailure } from './use-log-failure.ts';

// Tab 0 shows the first tier group, tab 1 the second.
const TABS = [msg`30 Minutes`, msg`60 Minutes`];

function TierCard({ tier, minutes }: { tier: Tier; minutes: string }) {
  const format = useFormat();
  const tierName = tier.name;
  const nameMark = englishOf(tier, 'name');
  return (
    <li
      className={`card relative flex flex-col p-6 ${tier.featured ? 'border-2 border-gold shadow-xl shadow-gold/25 lg:-translate-y-2' : ''}`}
      data-featured={tier.featured || undefined}
    >
      {tier.featured && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gold px-3 py-1 text-xs font-bold uppercase tracking-wide whitespace-nowrap text-ink">
          <i className="pi pi-star-fill me-1 text-[0.7rem]" aria-hidden />
          <Trans>Most popular</Trans>
        </p>
      )}
      <h3 className="text-xl" {...englishOf(tier, 'name')}>
        {tier.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">
          {format.price(tier.price)}
        </span>
        <span className="text-muted">
          <Trans>/month</Trans>
        </span>
      </p>
      <p className="mt-4 text-muted">
        <bdi {...englishOf(tier, 'description')}>{tier.description}</bdi>
      </p>
      <ul
        className="mt-6 flex-1 space-y-3 border-t border-line pt-6"
        {...englishOf(tier, 'features')}
      >
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <i className="pi pi-check mt-1 text-sm text-success" aria-hidden />
            <bdi>{feature}</bdi>
          </li>
        ))}
      </ul>
      <Link
        to="/courses"
        className={`btn mt-8 w-full ${tier.featured ? 'btn-primary' : 'btn-outline'}`}
      >
        <Trans>
          Enroll now
          <span className="sr-only">
            {' '}
            in the <bdi {...nameMark}>{tierName}</bdi> plan, {minutes}
          </span>
        </Trans>
      </Link>
    </li>
  );
}

/**
 * Monthly plans in two tabs, '30 Minutes' (first) and '60 Minutes'; featured tier set apart;
 * under them, the school's holidays to come, for a family planning its month.
 */
export function PricingSection() {
  const { t, i18n } = useLingui();
  const tabs = TABS.map((name) => i18n._(name));
  const groups = useTierGroups();
  useLogFailure(groups.error, 'pricing-tiers');
  const [tab, setTab] = useState(0);
  const data = groups.data?.data ?? [];

  return (
    <HomeSection labelledBy="pricing-title" tone="tint">
      <SectionHeading
        id="pricing-title"
        eyebrow={t`Pricing`}
        title={t`Simple monthly plans`}
        lead={t`Pick the class length and how often you would like to learn. No long-term contract: cancel anytime.`}
      />
      {data.length > 0 && (
        <Tabs
          label={t`Class length`}
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          className="mt-10"
          panels={tabs.map((minutes, index) => (
            <ul key={minutes} className="grid gap-8 pt-6 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
              {(data[index]?.tiers ?? []).map((tier) => (
                <TierCard key={tier.id} tier={tier} minutes={minutes} />
              ))}
            </ul>
          ))}
        />
      )}
      <PublicHolidays />
    </HomeSection>
  );
}
