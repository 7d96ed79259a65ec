import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  adminFamilySchema,
  ageInYear,
  type AdminFamily,
  type AdminFamilyChild,
  type AdminFamilyPerson,
} from '@iqra/contracts';
import { guardianships, users } from '../../../db/schema.ts';
import { parentLinksOf } from '../../families/index.ts';
import { subscriptionRowsOf, subscriptionStatus } from '../../learning/index.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { listingOf, listPage } from '../resource/list-page.ts';

// ---------- families (read here; linked, unlinked and moved by family-routes.ts) ----------

// A family is named by its parent: a learner with at least one child. Its row carries the
// children, each with all their parents and their subscriptions, read for a whole page at once.

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
const parentQuery = (db: Tx) => db.select(person).from(users).$dynamic();

/** A learner who is someone's parent. Full names: Drizzle prints a subquery's columns bare. */
const isParent = sql`exists (select 1 from guardianships as held where held.guardian_id = ${sql.identifier('users')}.id)`;

/** The children's names and addresses, one text for the search to find a family by a child. */
const childrenText = sql<string>`(select string_agg(kid.first_name || ' ' || kid.last_name || ' ' || coalesce(kid.email, ''), ' ') from guardianships as link join users as kid on kid.id = link.child_id where link.guardian_id = ${sql.identifier('users')}.id)`;

const familyListing = {
  sorts: {
    last_name: users.lastName,
    first_name: users.firstName,
    email: users.email,
    created_at: users.createdAt,
  },
  defaultSort: 'last_name',
};

const personOf = (row: AdminFamilyPerson): AdminFamilyPerson => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** Every parent of these people (of the children, and of the parents themselves), in link order. */
async function parentsOf(db: Tx, ids: number[]) {
  const byChild = new Map<number, AdminFamilyPerson[]>();
  for (const row of await parentLinksOf(db, ids)) {
    const list = byChild.get(row.childId) ?? [];
    list.push(personOf(row));
    byChild.set(row.childId, list);
  }
  return byChild;
}

/** The children's subscriptions, newest first. */
async function subscriptionsOf(db: Tx, childIds: number[], now: Date) {
  const rows = await subscriptionRowsOf(db, childIds);
  const byChild = new Map<number, AdminFamilyChild['subscriptions']>();
  for (const row of rows) {
    const list = byChild.get(row.userId) ?? [];
    list.push({
      id: row.id,
      product: { name: row.productName, slug: row.productSlug },
      tier: { name: row.tierName, slug: row.tierSlug },
      status: subscriptionStatus(row.status, row.endedAt, now),
      ended_at: row.endedAt.toISOString(),
    });
    byChild.set(row.userId, list);
  }
  return byChild;
}

/** The parents' families, whole, in the order given. */
async function familiesOf(db: Tx, parents: AdminFamilyPerson[], now: Date): Promise<AdminFamily[]> {
  if (parents.length === 0) return [];
  const parentIds = parents.map((parent) => parent.id);
  const links = await db
    .select({
      ...person,
      guardianId: guardianships.guardianId,
      consentAt: guardianships.consentAt,
      birthYear: users.birthYear,
      age: users.age,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(inArray(guardianships.guardianId, parentIds))
    .orderBy(asc(users.birthYear), desc(users.age), asc(users.firstName), asc(users.id));
  const childIds = [...new Set(links.map((link) => link.id))];
  const [parentsByPerson, subscriptionsByChild] = await Promise.all([
    parentsOf(db, [...childIds, ...parentIds]),
    subscriptionsOf(db, childIds, now),
  ]);
  const year = now.getUTCFullYear();
  return parents.map((parent) => ({
    id: parent.id,
    guardian: personOf(parent),
    children: links
      .filter((link) => link.guardianId === parent.id)
      .map((link) => {
        const guardians = parentsByPerson.get(link.id) ?? [];
        return {
          ...personOf(link),
          birth_year: link.birthYear,
          age: link.birthYear === null ? link.age : ageInYear(link.birthYear, year),
          has_sign_in: link.email !== null,
          consent_at: link.consentAt.toISOString(),
          // This family's parent first, then the others as they were linked.
          guardians: [
            ...guardians.filter((one) => one.id === parent.id),
            ...guardians.filter((one) => one.id !== parent.id),
          ],
          subscriptions: subscriptionsByChild.get(link.id) ?? [],
        };
      }),
    parents: parentsByPerson.get(parent.id) ?? [],
  }));
}

/**
 * One learner's family (their children, none yet for a learner who is nobody's parent, so
 * staff can link a first child); undefined for anyone who is not a learner.
 */
export async function familyOf(db: Tx, id: number, now: Date): Promise<AdminFamily | undefined> {
  const [parent] = await parentQuery(db)
    .where(and(eq(users.id, id), eq(users.role, 'student')))
    .limit(1);
  return parent && (await familiesOf(db, [parent], now))[0];
}

/** Families: the list searches the parent's and the children's names and addresses. */
export const familiesResource = defineResource({
  name: 'families',
  label: { one: 'a family', many: 'families' },
  schema: adminFamilySchema,
  listing: listingOf(familyListing),
  async list(db, params) {
    const page = await listPage(
      db,
      params,
      {
        query: () => parentQuery(db),
        search: [
          users.firstName,
          users.lastName,
          users.email,
          sql`${users.firstName} || ' ' || ${users.lastName}`,
          childrenText,
        ],
        idColumn: users.id,
        where: [isParent],
        ...familyListing,
      },
      (row) => row,
    );
    return { ...page, rows: await familiesOf(db, page.rows, params.now) };
  },
  get: (db, id, now) => familyOf(db, Number(id), now),
});
