import { eq, asc, sql } from 'drizzle-orm';
import {
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  CHILD_TOO_YOUNG_FOR_SIGN_IN,
  EMAIL_TAKEN,
  IN_USE,
  surelyOldEnoughForMail,
  USER_ROLES,
  type AdminUser,
} from '@iqra/contracts';
import { authTokens, books, countries, payments, userBooks, users } from '../../../db/schema.ts';
import { Conflict, ValidationFailed } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { isChild } from '../../../lib/learner-names.ts';
import { assertExists, assertUnused } from '../resource/checks.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { enumFilter } from '../resource/filters.ts';
import { countOf, listingOf, listPage } from '../resource/list-page.ts';
import { insertedId } from '../resource/writes.ts';

// ---------- learners (users) ----------

const subscriptionsCount = countOf('subscriptions', 'user_id', 'users');

function userQuery(db: Tx) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      phone: users.phone,
      whatsapp: users.whatsapp,
      country_id: users.countryId,
      country: countries.name,
      age: users.age,
      email: users.email,
      role: users.role,
      time_zone: users.timeZone,
      same_gender_tutor: users.sameGenderTutor,
      createdAt: users.createdAt,
      subscriptions_count: subscriptionsCount,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .$dynamic();
}
type UserRow = Awaited<ReturnType<typeof userQuery>>[number];
const toAdminUser =
  (ownedBooks: AdminUser['books'] = []) =>
  ({ createdAt, ...row }: UserRow): AdminUser => ({
    ...row,
    created_at: createdAt.toISOString(),
    books: ownedBooks,
  });

async function ownedBooks(db: Tx, userId: number): Promise<AdminUser['books']> {
  const rows = await db
    .select({ id: books.id, title: books.title, acquiredAt: userBooks.acquiredAt })
    .from(userBooks)
    .innerJoin(books, eq(books.id, userBooks.bookId))
    .where(eq(userBooks.userId, userId))
    .orderBy(asc(userBooks.acquiredAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    acquired_at: row.acquiredAt.toISOString(),
  }));
}

/** A tutor's role goes with their tutor profile: staff change it on the Tutors page. */
async function assertNotTutor(tx: Tx, userId: number) {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (row?.role === 'tutor') {
    throw ValidationFailed.field('role', "A tutor's role is set on the Tutors page.");
  }
}

async function assertEmailFree(tx: Tx, email: string | undefined, userId?: number) {
  if (email === undefined) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (other && other.id !== userId) throw ValidationFailed.field('email', EMAIL_TAKEN);
}

const userListing = {
  sorts: {
    first_name: users.firstName,
    last_name: users.lastName,
    email: users.email,
    role: users.role,
    created_at: users.createdAt,
  },
  defaultSort: '-created_at',
  filters: { role: enumFilter(USER_ROLES, users.role) },
};

export const SIGN_IN_NEEDS_PASSWORD =
  'This learner has no sign-in yet: give a password with the e-mail address.';
export const SIGN_IN_NEEDS_EMAIL =
  'This learner has no sign-in yet: give an e-mail address with the password.';
export const STAFF_NEED_SIGN_IN =
  'Staff sign in: give this learner an e-mail address and a password first.';

/**
 * A child a parent added has neither address nor password: staff may give both at once, never
 * one alone, and may not make someone without a sign-in staff (422, not the database's check).
 */
async function assertSignInWhole(
  tx: Tx,
  userId: number,
  input: { email?: string | undefined; password?: string | undefined; role?: string | undefined },
  now: Date,
) {
  const [row] = await tx
    .select({ email: users.email, birthYear: users.birthYear, child: isChild(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.email !== null) return;
  const email = input.email !== undefined && input.email !== '';
  const password = input.password !== undefined && input.password !== '';
  if (email && !password) throw ValidationFailed.field('password', SIGN_IN_NEEDS_PASSWORD);
  if (password && !email) throw ValidationFailed.field('email', SIGN_IN_NEEDS_EMAIL);
  // A child is never mailed directly before surely 13: their parents are.
  const young =
    row.child &&
    (row.birthYear === null || !surelyOldEnoughForMail(row.birthYear, now.getUTCFullYear()));
  if (email && young) throw ValidationFailed.field('email', CHILD_TOO_YOUNG_FOR_SIGN_IN);
  if (!email && input.role !== undefined && input.role !== 'student') {
    throw ValidationFailed.field('role', STAFF_NEED_SIGN_IN);
  }
}

export const usersResource = defineResource({
  name: 'users',
  label: { one: 'an account', many: 'accounts' },
  schema: adminUserSchema,
  conflicts: { remove: 'Your own account, or an account with payments on record.' },
  entity: 'users',
  listing: listingOf(userListing),
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => userQuery(db),
        search: [
          users.firstName,
          users.lastName,
          users.email,
          users.phone,
          sql`${users.firstName} || ' ' || ${users.lastName}`,
        ],
        idColumn: users.id,
        ...userListing,
      },
      toAdminUser(),
    ),
  async get(db, id) {
    const [row] = await userQuery(db)
      .where(eq(users.id, Number(id)))
      .limit(1);
    return row && toAdminUser(await ownedBooks(db, row.id))(row);
  },
  create: {
    schema: adminUserCreateSchema,
    async run(tx, input) {
      await assertExists(tx, countries.id, input.country_id, 'country_id', 'country');
      await assertEmailFree(tx, input.email);
      const { country_id, password, same_gender_tutor, ...rest } = input;
      const [row] = await tx
        .insert(users)
        .values({
          ...rest,
          sameGenderTutor: same_gender_tutor ?? false,
          countryId: country_id,
          passwordHash: await hashPassword(password),
        })
        .returning({ id: users.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminUserUpdateSchema,
    async run(tx, id, input, actor) {
      const userId = Number(id);
      if (userId === actor.userId && input.role !== undefined && input.role !== 'admin') {
        throw ValidationFailed.field('role', IN_USE.self);
      }
      if (input.role !== undefined) await assertNotTutor(tx, userId);
      await assertExists(tx, countries.id, input.country_id, 'country_id', 'country');
      await assertEmailFree(tx, input.email, userId);
      await assertSignInWhole(tx, userId, input, actor.at);
      const { country_id, password, same_gender_tutor, ...rest } = input;
      const values = {
        ...rest,
        ...(same_gender_tutor === undefined ? {} : { sameGenderTutor: same_gender_tutor }),
        ...(country_id === undefined ? {} : { countryId: country_id }),
        ...(password ? { passwordHash: await hashPassword(password) } : {}),
        updatedAt: actor.at,
      };
      await tx.update(users).set(values).where(eq(users.id, userId));
      // A password set by staff, or a role taken away, ends the account's sessions.
      if (password || input.role === 'student') {
        await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      }
    },
  },
  async remove(tx, id, actor) {
    const userId = Number(id);
    if (userId === actor.userId) throw new Conflict(IN_USE.self);
    await assertUnused(tx, payments.userId, userId, IN_USE.user);
    await tx.delete(users).where(eq(users.id, userId));
  },
});
