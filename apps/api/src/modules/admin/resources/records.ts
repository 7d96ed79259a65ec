import { and, eq, sql } from 'drizzle-orm';
import {
  adminAuditSchema,
  adminOutboxSchema,
  adminPaymentSchema,
  OUTBOX_STATUSES,
  PAYMENT_STATUSES,
  type AdminAudit,
  type AdminOutbox,
  type AdminPayment,
} from '@iqra/contracts';
import {
  auditLog,
  books,
  outbox,
  payments,
  products,
  signInEmail,
  tiers,
  users,
} from '../../../db/schema.ts';
import { centsToDollars } from '../../../lib/money.ts';
import { refundsOf, type PaymentRefunds } from '../../payments/index.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { enumFilter, filterId, idFilter, type Filter } from '../resource/filters.ts';
import { asIs, completedAfter, listAndGet, listingOf, listPage } from '../resource/list-page.ts';

// ---------- payments (read-only but for refunds, which staff record by hand) ----------

function paymentQuery(db: Tx) {
  return db
    .select({
      id: payments.id,
      user_id: payments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: signInEmail,
      kind: payments.kind,
      productName: products.name,
      tierName: tiers.name,
      bookTitle: books.title,
      amountCents: payments.amountCents,
      currency: payments.currency,
      provider: payments.provider,
      provider_order_id: payments.providerOrderId,
      status: payments.status,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(products, eq(products.id, payments.productId))
    .leftJoin(tiers, eq(tiers.id, payments.tierId))
    .leftJoin(books, eq(books.id, payments.bookId))
    .$dynamic();
}
type PaymentRow = Awaited<ReturnType<typeof paymentQuery>>[number];
const NO_REFUNDS: PaymentRefunds = { refundedCents: 0, refunds: [] };
const toAdminPayment = (
  row: PaymentRow,
  { refundedCents, refunds }: PaymentRefunds = NO_REFUNDS,
): AdminPayment => ({
  id: row.id,
  user_id: row.user_id,
  user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
  kind: row.kind,
  item:
    row.kind === 'book'
      ? (row.bookTitle ?? 'Book')
      : [row.productName, row.tierName].filter(Boolean).join(' · '),
  amount: centsToDollars(row.amountCents),
  currency: row.currency,
  provider: row.provider,
  provider_order_id: row.provider_order_id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
  refunded: centsToDollars(refundedCents),
  refundable: centsToDollars(row.status === 'completed' ? row.amountCents - refundedCents : 0),
  refunds,
});

/** The rows with their refunds, read in one query for the whole page. */
async function withRefunds(db: Tx, rows: PaymentRow[]): Promise<AdminPayment[]> {
  const refunds = await refundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPayment(row, refunds.get(row.id)));
}

/** A page of the list, or one row, as the query reads them: refunds come after. */
const paymentRows = listAndGet(
  paymentQuery,
  {
    key: payments.id,
    search: [
      users.email,
      users.firstName,
      users.lastName,
      products.name,
      books.title,
      payments.providerOrderId,
    ],
    sorts: {
      created_at: payments.createdAt,
      completed_at: payments.completedAt,
      amount: payments.amountCents,
      status: payments.status,
    },
    defaultSort: '-created_at',
    filters: {
      status: enumFilter(PAYMENT_STATUSES, payments.status),
      user_id: idFilter('learner', payments.userId),
    },
  },
  asIs,
);

export const paymentsResource = defineResource({
  name: 'payments',
  label: { one: 'a payment', many: 'payments' },
  schema: adminPaymentSchema,
  idKind: 'uuid',
  ...completedAfter(paymentRows, withRefunds),
});

// ---------- the mail outbox (read-only; services/retry-mail.ts puts failed mail back) ----------

// Mail that carries a secret (reset and confirmation links) is never shown: with it any staff
// member could take over any account, another staff member's included. Its id answers 404.
const shownToStaff = eq(outbox.sensitive, false);

function outboxQuery(db: Tx) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      attempts: outbox.attempts,
      last_error: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .$dynamic();
}
const toAdminOutbox = ({
  createdAt,
  sentAt,
  nextAttemptAt,
  ...row
}: Awaited<ReturnType<typeof outboxQuery>>[number]): AdminOutbox => ({
  ...row,
  created_at: createdAt.toISOString(),
  sent_at: sentAt?.toISOString() ?? null,
  next_attempt_at: nextAttemptAt.toISOString(),
});

const outboxListing = {
  sorts: { created_at: outbox.createdAt, status: outbox.status, to: outbox.to },
  defaultSort: '-created_at',
  filters: {
    status: enumFilter(OUTBOX_STATUSES, outbox.status),
  },
};

export const outboxResource = defineResource({
  name: 'outbox',
  label: { one: 'an outgoing mail', many: 'outgoing mail' },
  schema: adminOutboxSchema,
  entity: 'outbox',
  listing: listingOf(outboxListing),
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => outboxQuery(db),
        search: [outbox.to, outbox.subject],
        idColumn: outbox.id,
        where: [shownToStaff],
        ...outboxListing,
      },
      toAdminOutbox,
    ),
  get: async (db, id) => {
    const rows = await outboxQuery(db)
      .where(and(eq(outbox.id, Number(id)), shownToStaff))
      .limit(1);
    return rows.map(toAdminOutbox)[0];
  },
});

// ---------- the audit log (read-only) ----------

function auditQuery(db: Tx) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorUserId,
      actorEmail: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .$dynamic();
}
const toAdminAudit = (row: Awaited<ReturnType<typeof auditQuery>>[number]): AdminAudit => ({
  id: row.id,
  actor:
    row.actorId !== null && row.actorEmail !== null
      ? { id: row.actorId, email: row.actorEmail }
      : null,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  before: row.before,
  after: row.after,
  created_at: row.createdAt.toISOString(),
});

/**
 * The changes to a family's links (`?family=<parent id>`): every `guardianships` entry whose
 * parents, before or after, include that parent.
 */
const familyFilter: Filter = (value, name) => {
  const parent = JSON.stringify([filterId('family', value, name)]);
  return sql`(${auditLog.entity} = 'guardianships' and (${auditLog.before} -> 'guardian_ids' @> ${parent}::jsonb or ${auditLog.after} -> 'guardian_ids' @> ${parent}::jsonb))`;
};

export const auditLogResource = defineResource({
  name: 'audit-log',
  label: { one: 'an audit log entry', many: 'audit log entries' },
  schema: adminAuditSchema,
  ...listAndGet(
    auditQuery,
    {
      search: [auditLog.entity, auditLog.action, auditLog.entityId, users.email],
      idColumn: auditLog.id,
      sorts: { created_at: auditLog.createdAt, entity: auditLog.entity },
      defaultSort: '-created_at',
      filters: {
        entity: (value) => sql`${auditLog.entity} = ${value}`,
        entity_id: (value) => sql`${auditLog.entityId} = ${value}`,
        actor_id: idFilter('staff member', auditLog.actorUserId),
        family: familyFilter,
      },
    },
    toAdminAudit,
  ),
});
