import { eq, inArray } from 'drizzle-orm';
import { addMonths } from '../../lib/dates.ts';
import type { Transaction as Tx } from '../client.ts';
import {
  books,
  payments,
  products,
  refunds,
  schoolSettings,
  subscriptionPayments,
  subscriptions,
  tiers,
  userBooks,
  users,
} from '../schema.ts';
import { DEMO_ADMIN } from './demo-accounts.ts';
import { HISTORY_LEARNERS } from './demo-history-data.ts';
import { historyClasses, SCHOOL_ZONE, type Term } from './demo-history-classes.ts';

// A year behind the demo school's dashboard: learners who came and went, a payment
// for each of their months (two currencies besides dollars, one refund), demo requests each
// season with trial classes, some of them paying within days by the same address, and every
// class held recorded, some cancelled, make-up credits booked, one left to expire and one
// open. All of it ended before now, so nothing here is due to be mailed. The demo accounts' own data (fill.ts) is left as it is. A few
// statements in all: the seed makes every test's database.

const DAY_MS = 86_400_000;
/** A plan's price in another currency, against one US dollar. */
const RATE = { USD: 1, GBP: 0.79, EUR: 0.92 } as const;

/** A term with what was paid for it. */
type PaidTerm = Term & {
  userId: number;
  amountCents: number;
  payments: { id: string; completedAt: Date }[];
};

interface Input {
  tutorId: number;
  otherTutorId: number;
  /** A hash of a secret nobody knows: the history's learners never sign in. */
  lockedHash: string;
}

export async function seedHistory(tx: Tx, now: Date, input: Input): Promise<void> {
  await tx.update(schoolSettings).set({ timeZone: SCHOOL_ZONE }).where(eq(schoolSettings.id, 1));
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email));
  // The demo tutors' pay rates are seedDemoPay's (demo-pay.ts), from before this history.
  const terms = await learnersAndTerms(tx, now, input);
  await refundsOf(tx, terms, staff?.id ?? null);
  await historyClasses(tx, now, terms);
  await recentBooks(tx, now, terms);
}

/**
 * Books two of the year's learners bought lately, two hours and four days before now: the
 * school took money this month and this week too (but in a month's first hours), so its
 * dashboard opens on figures rather than dashes.
 */
async function recentBooks(tx: Tx, now: Date, terms: readonly PaidTerm[]) {
  const shelf = await tx
    .select({ id: books.id, priceCents: books.priceCents })
    .from(books)
    .orderBy(books.id)
    .limit(2);
  const bought = shelf.flatMap((book, index) => {
    const buyer = terms[terms.length - 1 - index];
    if (!buyer) return [];
    const completedAt = new Date(now.getTime() - (index === 0 ? 2 * 3_600_000 : 4 * DAY_MS));
    return [{ book, buyer, completedAt }];
  });
  if (bought.length === 0) return;
  const paid = await tx
    .insert(payments)
    .values(
      bought.map(({ book, buyer, completedAt }) => ({
        userId: buyer.userId,
        kind: 'book' as const,
        bookId: book.id,
        amountCents: book.priceCents,
        currency: 'USD',
        provider: 'demo',
        providerOrderId: `demo-history-book-${buyer.userId}-${book.id}`,
        providerCaptureId: `demo-history-book-capture-${buyer.userId}-${book.id}`,
        status: 'completed' as const,
        createdAt: new Date(completedAt.getTime() - 5 * 60_000),
        completedAt,
      })),
    )
    .returning({ id: payments.id });
  await tx.insert(userBooks).values(
    bought.map(({ book, buyer, completedAt }, index) => ({
      userId: buyer.userId,
      bookId: book.id,
      paymentId: paid[index]?.id ?? null,
      acquiredAt: completedAt,
    })),
  );
}

/** The learners, each one's subscription and a completed payment for each of its months. */
async function learnersAndTerms(tx: Tx, now: Date, input: Input): Promise<PaidTerm[]> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const plans = HISTORY_LEARNERS.map((learner) => {
    const startedAt = day(-learner.startDay);
    const endedAt = addMonths(startedAt, learner.months);
    // Ended before now and before anything of it is mailed; the demo tutor's before his plans.
    if (endedAt > day(learner.tutor === 'yusuf' ? -21 : -5)) {
      throw new Error(`Seed data is inconsistent: ${learner.firstName}'s term`);
    }
    const tutorId = learner.tutor === 'yusuf' ? input.tutorId : input.otherTutorId;
    const email = `${learner.firstName}.${learner.lastName}@example.com`.toLowerCase();
    return { learner, startedAt, endedAt, tutorId, email };
  });
  const people = await tx
    .insert(users)
    .values(
      plans.map(({ learner, startedAt, email }) => ({
        firstName: learner.firstName,
        lastName: learner.lastName,
        gender: learner.gender,
        phone: `+1 555 010 0${String(learner.startDay).padStart(3, '0')}`,
        email,
        passwordHash: input.lockedHash,
        timeZone: learner.timeZone,
        createdAt: new Date(startedAt.getTime() - DAY_MS),
        updatedAt: new Date(startedAt.getTime() - DAY_MS),
      })),
    )
    .returning({ id: users.id });
  const slugs = [...new Set(HISTORY_LEARNERS.map((learner) => learner.course))];
  const productIds = new Map(
    (
      await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.slug, slugs))
    ).map((row) => [row.slug, row.id]),
  );
  const tierRows = new Map(
    (await tx.select({ id: tiers.id, slug: tiers.slug, price: tiers.priceCents }).from(tiers)).map(
      (row) => [row.slug, row],
    ),
  );
  const terms = plans.map((plan, index) => {
    const tier = tierRows.get(plan.learner.tier);
    const productId = productIds.get(plan.learner.course);
    const userId = people[index]?.id;
    if (!tier || !productId || !userId) throw new Error('Seed data is inconsistent: history');
    const amountCents = Math.round((tier.price * RATE[plan.learner.currency]) / 100) * 100;
    return { ...plan, userId, productId, tierId: tier.id, amountCents };
  });
  const paid = await tx
    .insert(payments)
    .values(
      terms.flatMap((term) =>
        Array.from({ length: term.learner.months }, (_, month) => {
          // The first month's payment opened the subscription; each renewal came two days
          // before its month.
          const completedAt =
            month === 0
              ? term.startedAt
              : new Date(addMonths(term.startedAt, month).getTime() - 2 * DAY_MS);
          return {
            userId: term.userId,
            kind: 'course' as const,
            productId: term.productId,
            tierId: term.tierId,
            amountCents: term.amountCents,
            currency: term.learner.currency,
            provider: 'demo',
            providerOrderId: `demo-history-${term.userId}-${month}`,
            providerCaptureId: `demo-history-capture-${term.userId}-${month}`,
            status: 'completed' as const,
            createdAt: new Date(completedAt.getTime() - 5 * 60_000),
            completedAt,
          };
        }),
      ),
    )
    .returning({ id: payments.id, userId: payments.userId, completedAt: payments.completedAt });
  const paymentsOf = (userId: number) => paid.filter((payment) => payment.userId === userId);
  const made = await tx
    .insert(subscriptions)
    .values(
      terms.map((term) => ({
        userId: term.userId,
        productId: term.productId,
        tierId: term.tierId,
        paymentId: paymentsOf(term.userId)[0]?.id ?? null,
        startedAt: term.startedAt,
        endedAt: term.endedAt,
        createdAt: term.startedAt,
      })),
    )
    .returning({ id: subscriptions.id });
  const withIds = terms.map((term, index) => ({
    ...term,
    subscriptionId: made[index]?.id ?? 0,
    payments: paymentsOf(term.userId).map((payment) => ({
      id: payment.id,
      completedAt: payment.completedAt ?? term.startedAt,
    })),
  }));
  await tx.insert(subscriptionPayments).values(
    withIds.flatMap((term) =>
      term.payments.map((payment) => ({
        paymentId: payment.id,
        subscriptionId: term.subscriptionId,
        grantedAt: payment.completedAt,
      })),
    ),
  );
  return withIds;
}

/** The refund a learner's month had: six days after its payment, whole or in half. */
async function refundsOf(tx: Tx, terms: PaidTerm[], staffId: number | null) {
  const rows = terms.flatMap((term) => {
    const refund = term.learner.refund;
    const payment = refund && term.payments[refund.month];
    if (!refund || !payment) return [];
    const at = new Date(payment.completedAt.getTime() + 6 * DAY_MS);
    return [
      {
        paymentId: payment.id,
        amountCents: refund.half ? Math.round(term.amountCents / 2) : term.amountCents,
        currency: term.learner.currency,
        reason: 'Moved away and stopped after the first classes of the month',
        refundedAt: at,
        createdBy: staffId,
        createdAt: at,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(refunds).values(rows);
}
