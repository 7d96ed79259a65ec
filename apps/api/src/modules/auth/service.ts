import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  CREDENTIALS_MISMATCH,
  CURRENT_PASSWORD_INCORRECT,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_TAKEN,
  type Language,
  type PreferencesData,
  type RegisterData,
  type UpdateUserData,
  type User,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { authTokens, countries, users } from '../../db/schema.ts';
import { addUtc } from '../../lib/dates.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { newSecret, sha256 } from '../../lib/tokens.ts';
import { whenFor, type Mailer, type MailReader } from '../mail/index.ts';
import type { EmailAttempts } from './attempts.ts';
import { newRestoreLink } from './password-reset.ts';
import { assertStrongPassword } from './password-strength.ts';
import type { FoundToken, TokenView } from './token-view.ts';

export const TOKEN_IDLE_DAYS = 30;
// However often it is used, a token ends this long after sign-in: a stolen one does not live
// for ever, and the owner signs in again now and then.
export const TOKEN_LIFETIME_DAYS = 90;
// last_used_at is written at most this often per token, so reads stay reads.
const TOUCH_INTERVAL_MS = 60_000;

type UserRow = typeof users.$inferSelect;

/** A person who signs in: an address and a password (a child a parent added has neither). */
export type SignedInRow = UserRow & { email: string; passwordHash: string };

export const canSignIn = (row: UserRow): row is SignedInRow =>
  row.email !== null && row.passwordHash !== null;

export function toUser(row: SignedInRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    phone: row.phone,
    whatsapp: row.whatsapp,
    country_id: row.countryId,
    age: row.age,
    email: row.email,
    avatar: row.avatarUrl,
    role: row.role,
    time_zone: row.timeZone,
    language: row.language,
    digits: row.digits,
    hijri: row.hijri,
  };
}

/** The columns of the reading settings `input` names; those left out are not touched. */
function preferenceColumns(input: PreferencesData) {
  return {
    ...(input.language ? { language: input.language } : {}),
    ...(input.digits ? { digits: input.digits } : {}),
    ...(input.hijri === undefined ? {} : { hijri: input.hijri }),
  };
}

/**
 * Changes only the signed-in person's reading settings (the header's language switch), at
 * `now` on the school's clock.
 */
export async function updatePreferences(
  db: Database,
  current: AuthenticatedUser,
  input: PreferencesData,
  now: Date,
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...preferenceColumns(input), updatedAt: now })
    .where(eq(users.id, current.user.id))
    .returning();
  return toUser(row as SignedInRow);
}

export interface AuthenticatedUser {
  user: SignedInRow;
  tokenId: number;
}

/** When a token used at `now` expires: idle days ahead, never past its absolute lifetime. */
function expiryOf(createdAt: Date, now: Date): Date {
  const idle = addUtc(now, { days: TOKEN_IDLE_DAYS });
  const end = addUtc(createdAt, { days: TOKEN_LIFETIME_DAYS });
  return idle < end ? idle : end;
}

/** The oldest sign-in time a token may have at `now`. */
const oldestValidSignIn = (now: Date) => addUtc(now, { days: -TOKEN_LIFETIME_DAYS });

/** Issues a new bearer token for the user; only its hash is stored. */
export async function issueToken(db: Database, userId: number): Promise<string> {
  const token = newSecret();
  const now = new Date();
  await db.insert(authTokens).values({
    userId,
    tokenSha256: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: expiryOf(now, now),
  });
  return token;
}

function prepareTokenLookup(db: Database) {
  return db
    .select({
      user: users,
      tokenId: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenSha256, sql.placeholder('hash')),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        // The absolute lifetime, on the database's clock: a constant in the SQL rather than a
        // parameter computed and sent with every signed-in request.
        gt(authTokens.createdAt, sql`now() - ${sql.raw(`interval '${TOKEN_LIFETIME_DAYS} days'`)}`),
      ),
    )
    .limit(1)
    .prepare('auth_token_lookup');
}

// Every signed-in request runs this lookup: build its SQL once per database.
const tokenLookups = new WeakMap<Database, ReturnType<typeof prepareTokenLookup>>();

/**
 * Finds the token with this hash and its person, sliding its idle expiry up to the absolute
 * lifetime; null when unknown or expired.
 */
async function findToken(db: Database, hash: string): Promise<FoundToken | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const now = new Date();
  const [row] = await lookup.execute({ hash, now });
  if (!row || !canSignIn(row.user)) return null;
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    expiresAt = expiryOf(row.createdAt, now);
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt })
      .where(eq(authTokens.id, row.tokenId));
  }
  const user = row.user;
  return { auth: { user, tokenId: row.tokenId }, expiresAt };
}

/**
 * The user behind a bearer token, or null when it is unknown or expired: from `view` when it
 * holds the token (no query), else from the database.
 */
export async function getUserByToken(
  db: Database,
  token: string,
  view?: TokenView,
): Promise<AuthenticatedUser | null> {
  const hash = sha256(token);
  if (view) return view.lookup(hash, () => findToken(db, hash));
  return (await findToken(db, hash))?.auth ?? null;
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** Forgets tokens that expired; called now and then, never on a request path. */
export async function deleteExpiredTokens(db: Database): Promise<void> {
  const now = new Date();
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, now), lt(authTokens.createdAt, oldestValidSignIn(now))));
}

async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

async function assertCountryExists(db: Database, countryId: number): Promise<void> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!country) throw ValidationFailed.field('country_id', 'The selected country is invalid.');
}

/**
 * Creates a learner account and signs it in, welcomed in `locale`: the language of the page
 * they signed up on.
 */
export async function registerUser(
  db: Database,
  mailer: Mailer,
  input: RegisterData,
  locale: Language,
) {
  await assertCountryExists(db, input.country_id);
  if (await findUserByEmail(db, input.email)) throw ValidationFailed.field('email', EMAIL_TAKEN);
  await assertStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          gender: input.gender,
          phone: input.phone,
          whatsapp: input.whatsapp,
          countryId: input.country_id,
          age: input.age,
          email: input.email,
          passwordHash,
          timeZone: input.time_zone ?? null,
        })
        .returning();
      // A new account has chosen no language (users.language stays null until they choose
      // one): the welcome is in the language of the request (decision 042).
      await mailer.queue(tx, {
        to: input.email,
        ...mailer.templates.in(locale).welcome(input.firstName),
      });
      // Written with an address and a password.
      return row as SignedInRow;
    });
    return { token: await issueToken(db, user.id), user: toUser(user) };
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw ValidationFailed.field('email', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Checks e-mail and password; the same answer for a wrong e-mail as for a wrong password. An
 * account from before time zones takes the signing-in browser's zone.
 */
export async function loginUser(db: Database, email: string, password: string, timeZone?: string) {
  const found = await findUserByEmail(db, email);
  if (!(await verifyPassword(found?.passwordHash ?? undefined, password)) || !found) {
    throw ValidationFailed.field('email', CREDENTIALS_MISMATCH);
  }
  let row = found as SignedInRow;
  if (row.timeZone === null && timeZone) {
    const [updated] = await db
      .update(users)
      .set({ timeZone })
      .where(and(eq(users.id, row.id), isNull(users.timeZone)))
      .returning();
    if (updated && canSignIn(updated)) row = updated;
  }
  return { token: await issueToken(db, row.id), user: toUser(row) };
}

const mailDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const mailClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "12 March 2025 at 14:05 UTC": when a change was made, as mails about it say. */
export function mailTime(instant: Date): string {
  return `${mailDay.format(instant)} at ${mailClock.format(instant)} UTC`;
}

/** When a change was made, as a mail to `reader` says it (in UTC). */
const changedAt = (reader: MailReader, instant: Date) =>
  reader.locale === 'en' ? mailTime(instant) : whenFor(reader, instant, 'UTC');

/**
 * Checks the current password before the e-mail or the password changes; a wrong one is a
 * failed sign-in for this address (so it cannot be guessed through a stolen session).
 */
export async function confirmCurrentPassword(
  user: SignedInRow,
  password: string | undefined,
  attempts: EmailAttempts,
  ip: string,
): Promise<void> {
  if (password === undefined) {
    throw ValidationFailed.field('current_password', CURRENT_PASSWORD_REQUIRED);
  }
  await attempts.begin(user.email, ip);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await attempts.failed(user.email);
    throw ValidationFailed.field('current_password', CURRENT_PASSWORD_INCORRECT);
  }
  await attempts.succeeded(user.email, ip);
}

/**
 * Updates the signed-in user's details at `now` on the school's clock (the time the mails
 * about it say). A new e-mail mails the old address what changed with a link that takes the
 * account back; a new password mails the account and signs out its other sessions. The
 * caller confirms the current password first (`confirmCurrentPassword`).
 */
export async function updateUser(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  current: AuthenticatedUser,
  input: UpdateUserData,
  now: Date,
): Promise<User> {
  const userId = current.user.id;
  const oldEmail = current.user.email;
  const emailChanged = input.email !== oldEmail.toLowerCase();
  const other = await findUserByEmail(db, input.email);
  if (other && other.id !== userId) throw ValidationFailed.field('email', EMAIL_TAKEN);
  if (input.password) await assertStrongPassword(input.password, input);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          gender: input.gender,
          phone: input.phone,
          email: input.email,
          ...(input.time_zone ? { timeZone: input.time_zone } : {}),
          ...preferenceColumns(input),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning();
      // The mails about the change, in the language the account keeps.
      const reader: MailReader = {
        locale: row?.language ?? 'en',
        digits: row?.digits ?? 'latn',
      };
      if (passwordHash) {
        await tx
          .delete(authTokens)
          .where(and(eq(authTokens.userId, userId), ne(authTokens.id, current.tokenId)));
        await mailer.queue(tx, {
          to: input.email,
          ...mailer.templates.in(reader.locale).passwordChanged({
            firstName: input.firstName,
            when: changedAt(reader, now),
          }),
        });
      }
      if (emailChanged) {
        const secureUrl = await newRestoreLink(tx, publicUrl, userId, oldEmail);
        await mailer.queue(tx, {
          to: oldEmail,
          ...mailer.templates.in(reader.locale).signInDetailsChanged({
            firstName: input.firstName,
            newEmail: input.email,
            passwordChanged: passwordHash !== undefined,
            when: changedAt(reader, now),
            secureUrl,
          }),
        });
      }
      return toUser(row as SignedInRow);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationFailed.field('email', EMAIL_TAKEN);
    throw error;
  }
}
