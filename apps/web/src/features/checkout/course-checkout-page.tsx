import type { Child, Product, Tier, TierGroup } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useNotFound, useProduct, useTierGroups } from '../../lib/catalog.ts';
import { useFamily } from '../../lib/family.ts';
import { useSession } from '../../lib/session.ts';
import { useStartCoursePayment } from './api.ts';
import {
  CHECKOUT_TITLE,
  CheckoutLayout,
  CheckoutLoadFailed,
  CheckoutNotFound,
  OrderSummary,
  PerMonth,
  usePayNow,
  type SummaryLine,
} from './checkout-parts.tsx';
import { englishOf } from '../../components/in-english.ts';
import { NO_PLAN_MESSAGE } from './payment-rules.ts';

// Spec: the first group the server returns is the 30-minute one, the second the 60-minute one.
const GROUP_LABELS = [msg`30 Minute Plans`, msg`60 Minute Plans`];

/** A parent chooses whom the course is for (`?for=<child>` starts with that child). */
function useLearnerChoice(initial: string | null) {
  const family = useFamily({ enabled: useSession().data?.role === 'student' });
  const children = family.data?.data.children ?? [];
  const [forId, setForId] = useState(() => initial ?? '');
  const forChild = children.find((child) => String(child.id) === forId);
  return { children, forId, setForId, forChild };
}

export function CourseCheckoutPage() {
  const { t, i18n } = useLingui();
  usePageMeta(i18n._(CHECKOUT_TITLE), t`Choose a plan for your course and pay securely online.`);
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const tierGroups = useTierGroups();
  const { start, busy } = usePayNow(useStartCoursePayment());
  // `?plan=<tier>` starts with that plan chosen (a renewal reminder links here); a plan that
  // does not exist matches no tier, so nothing is chosen.
  const [searchParams] = useSearchParams();
  const [tierSlug, setTierSlug] = useState<string | null>(() => searchParams.get('plan'));
  const { children, forId, setForId, forChild } = useLearnerChoice(searchParams.get('for'));

  const notFound = useNotFound(product.error, 'course');
  useEffect(() => {
    if (tierGroups.error) console.error('The plans could not be loaded', tierGroups.error);
  }, [tierGroups.error]);

  const course = product.data?.data;
  const groups = (tierGroups.data?.data ?? []).slice(0, GROUP_LABELS.length);
  const chosen = findTier(groups, tierSlug);
  const planLines = usePlanLines(course, chosen);

  if (product.isPending || tierGroups.isPending) return <PageLoading />;
  if (notFound) {
    return (
      <CheckoutNotFound
        title={t`Course not found`}
        to="/courses"
        linkLabel={t`Browse all courses`}
      />
    );
  }
  if (!course || groups.length === 0) {
    return (
      <CheckoutLoadFailed
        onRetry={() => {
          void product.refetch();
          void tierGroups.refetch();
        }}
      />
    );
  }

  const payNow = () => {
    // Pay now is disabled without a plan; this also covers any other way of submitting.
    if (!chosen) {
      window.alert(i18n._(NO_PLAN_MESSAGE));
      return;
    }
    start({
      product: course.slug,
      tier: chosen.tier.slug,
      ...(forChild ? { learner: forChild.id } : {}),
    });
  };

  const courseName = course.name;
  const forLine = forChild
    ? [{ label: t({ message: 'For', context: 'learner' }), value: forChild.firstName }]
    : [];
  return (
    <CheckoutLayout
      crumbs={[
        { label: t`Home`, to: '/' },
        { label: course.name, to: `/courses/${encodeURIComponent(course.slug)}` },
        { label: t`Checkout` },
      ]}
      intro={t`Complete your payment process to get the course.`}
      onSubmit={payNow}
      options={[
        children.length > 0 && (
          <LearnerChoice
            key="for"
            family={children}
            value={forChild ? forId : ''}
            onChoose={setForId}
          />
        ),
        ...groups.map((group, index) => (
          <PlanGroup
            key={group.id}
            group={group}
            label={GROUP_LABELS[index]}
            chosen={tierSlug}
            onChoose={setTierSlug}
          />
        )),
      ]}
      summary={
        <OrderSummary
          price={chosen?.tier.price ?? null}
          perMonth
          lines={chosen ? [...forLine, ...planLines] : []}
          emptyText={
            <Trans>
              Choose a plan to see the price of <bdi>{courseName}</bdi>.
            </Trans>
          }
          canPay={chosen !== null}
          busy={busy}
        />
      }
    />
  );
}

/** One group of plans (the 30-minute ones, say), under the spec's name for it. */
function PlanGroup({
  group,
  label,
  chosen,
  onChoose,
}: {
  group: TierGroup;
  label: MessageDescriptor | undefined;
  chosen: string | null;
  onChoose: (slug: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-xl font-bold">{label && i18n._(label)}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {group.tiers.map((tier) => (
          <TierOption
            key={tier.id}
            tier={tier}
            checked={tier.slug === chosen}
            onChoose={() => onChoose(tier.slug)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The summary's lines for a course and its chosen plan, staff's English marked as such. */
function usePlanLines(
  course: Product | undefined,
  chosen: { tier: Tier; group: TierGroup } | null,
): SummaryLine[] {
  const { t } = useLingui();
  if (!course || !chosen) return [];
  const { tier, group } = chosen;
  const minutes = group.minutes;
  return [
    { label: t`Course`, value: course.name, mark: englishOf(course, 'name') },
    { label: t`Plan`, value: tier.name, mark: englishOf(tier, 'name') },
    {
      label: t`Class length`,
      value: t`${plural(minutes, { one: '# minute', other: '# minutes' })}`,
    },
    { label: t`Description`, value: tier.description, mark: englishOf(tier, 'description') },
  ];
}

function findTier(groups: TierGroup[], slug: string | null) {
  for (const group of groups) {
    const tier = group.tiers.find((item) => item.slug === slug);
    if (tier) return { group, tier };
  }
  return null;
}

/** One radio of the single plan choice that spans both groups (one name, so arrows move across). */
function TierOption({
  tier,
  checked,
  onChoose,
}: {
  tier: Tier;
  checked: boolean;
  onChoose: () => void;
}) {
  const format = useFormat();
  const id = `tier-${tier.slug}`;
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer gap-3 rounded-xl border-2 border-line bg-white p-4 transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-tint"
    >
      <input
        id={id}
        type="radio"
        name="tier"
        value={tier.slug}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name ${id}-price`}
        aria-describedby={`${id}-description`}
        className="mt-1 h-5 w-5 shrink-0 accent-primary"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span id={`${id}-name`} className="font-semibold" {...englishOf(tier, 'name')}>
            {tier.name}
          </span>
          <span id={`${id}-price`} className="font-bold text-primary">
            {format.price(tier.price)}
            <PerMonth className="text-sm font-normal text-muted" />
          </span>
        </span>
        {tier.featured && (
          <span className="w-fit rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-ink">
            <Trans>Popular</Trans>
          </span>
        )}
        <span
          id={`${id}-description`}
          className="text-sm text-muted"
          {...englishOf(tier, 'description')}
        >
          {tier.description}
        </span>
      </span>
    </label>
  );
}

/** Whom a parent's course is for: themselves, or one of their children. */
function LearnerChoice({
  family,
  value,
  onChoose,
}: {
  family: Child[];
  value: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useLingui();
  const options = [
    { id: '', name: t`Me` },
    ...family.map((child) => ({ id: String(child.id), name: child.firstName })),
  ];
  return (
    <fieldset>
      <legend className="text-xl font-bold">
        <Trans>Who is this course for?</Trans>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-4 has-checked:border-primary has-checked:bg-tint"
          >
            <input
              type="radio"
              name="learner"
              value={option.id}
              checked={value === option.id}
              onChange={() => onChoose(option.id)}
              className="h-5 w-5 accent-primary"
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
