import type { Child, Tier, TierGroup } from '@iqra/contracts';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatPrice } from '../../lib/format.ts';
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
  usePayNow,
} from './checkout-parts.tsx';
import { NO_PLAN_MESSAGE } from './payment-rules.ts';

// Spec: the first group the server returns is the 30-minute one, the second the 60-minute one.
const GROUP_LABELS = ['30 Minute Plans', '60 Minute Plans'] as const;

export function CourseCheckoutPage() {
  usePageMeta(CHECKOUT_TITLE, 'Choose a plan for your course and pay securely online.');
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const tierGroups = useTierGroups();
  const { start, busy } = usePayNow(useStartCoursePayment());
  // `?plan=<tier>` starts with that plan chosen (a renewal reminder links here); a plan that
  // does not exist matches no tier, so nothing is chosen.
  const [searchParams] = useSearchParams();
  const [tierSlug, setTierSlug] = useState<string | null>(() => searchParams.get('plan'));
  // A parent chooses whom the course is for (`?for=<child>` starts with that child).
  const family = useFamily({ enabled: useSession().data?.role === 'student' });
  const children = family.data?.data.children ?? [];
  const [forId, setForId] = useState(() => searchParams.get('for') ?? '');
  const forChild = children.find((child) => String(child.id) === forId);

  const notFound = useNotFound(product.error, 'course');
  useEffect(() => {
    if (tierGroups.error) console.error('The plans could not be loaded', tierGroups.error);
  }, [tierGroups.error]);

  if (product.isPending || tierGroups.isPending) return <PageLoading />;
  if (notFound) {
    return (
      <CheckoutNotFound title="Course not found" to="/courses" linkLabel="Browse all courses" />
    );
  }
  const course = product.data?.data;
  const groups = (tierGroups.data?.data ?? []).slice(0, GROUP_LABELS.length);
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

  const chosen = findTier(groups, tierSlug);
  const payNow = () => {
    // Pay now is disabled without a plan; this also covers any other way of submitting.
    if (!chosen) {
      window.alert(NO_PLAN_MESSAGE);
      return;
    }
    start({
      product: course.slug,
      tier: chosen.tier.slug,
      ...(forChild ? { learner: forChild.id } : {}),
    });
  };

  return (
    <CheckoutLayout
      crumbs={[
        { label: 'Home', to: '/' },
        { label: course.name, to: `/courses/${encodeURIComponent(course.slug)}` },
        { label: 'Checkout' },
      ]}
      intro="Complete your payment process to get the course."
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
          <fieldset key={group.id}>
            <legend className="text-xl font-bold">{GROUP_LABELS[index]}</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {group.tiers.map((tier) => (
                <TierOption
                  key={tier.id}
                  tier={tier}
                  checked={tier.slug === tierSlug}
                  onChoose={() => setTierSlug(tier.slug)}
                />
              ))}
            </div>
          </fieldset>
        )),
      ]}
      summary={
        <OrderSummary
          price={chosen?.tier.price ?? null}
          perMonth
          lines={
            chosen
              ? [
                  ...(forChild ? [{ label: 'For', value: forChild.firstName }] : []),
                  { label: 'Course', value: course.name },
                  { label: 'Plan', value: chosen.tier.name },
                  { label: 'Class length', value: `${chosen.group.minutes} minutes` },
                  { label: 'Description', value: chosen.tier.description },
                ]
              : []
          }
          emptyText={`Choose a plan to see the price of ${course.name}.`}
          canPay={chosen !== null}
          busy={busy}
        />
      }
    />
  );
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
          <span id={`${id}-name`} className="font-semibold">
            {tier.name}
          </span>
          <span id={`${id}-price`} className="font-bold text-primary">
            {formatPrice(tier.price)}
            <span className="text-sm font-normal text-muted">/month</span>
          </span>
        </span>
        {tier.featured && (
          <span className="w-fit rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-ink">
            Popular
          </span>
        )}
        <span id={`${id}-description`} className="text-sm text-muted">
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
  const options = [
    { id: '', name: 'Me' },
    ...family.map((child) => ({ id: String(child.id), name: child.firstName })),
  ];
  return (
    <fieldset>
      <legend className="text-xl font-bold">Who is this course for?</legend>
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
