import { eq, sql } from 'drizzle-orm';
import {
  adminTutorCreateSchema,
  adminTutorSchema,
  adminTutorUpdateSchema,
  EMAIL_TAKEN,
  type AdminTutor,
} from '@iqra/contracts';
import { authTokens, passwordResets, signInEmail, tutors, users } from '../../../db/schema.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { newSecret } from '../../../lib/tokens.ts';
import { queueTutorInvitation } from '../../teaching/index.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { listAndGet } from '../resource/list-page.ts';
import { insertedId } from '../resource/writes.ts';

// ---------- tutors: a user with the tutor role and a teaching profile ----------

// Neither a password chosen from a mailed link nor a sign-in yet.
const invitationPending = sql<boolean>`not exists (select 1 from ${passwordResets} where ${passwordResets.userId} = ${users.id} and ${passwordResets.usedAt} is not null) and not exists (select 1 from ${authTokens} where ${authTokens.userId} = ${users.id})`;

function tutorQuery(db: Tx) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: signInEmail,
      phone: users.phone,
      gender: users.gender,
      avatar: users.avatarUrl,
      time_zone: sql<string>`coalesce(${users.timeZone}, 'UTC')`,
      languages: tutors.languages,
      bio: tutors.bio,
      meeting_link: tutors.meetingLink,
      active: tutors.active,
      invitation_pending: invitationPending,
      createdAt: tutors.createdAt,
    })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .$dynamic();
}
const toAdminTutor = ({
  createdAt,
  ...row
}: Awaited<ReturnType<typeof tutorQuery>>[number]): AdminTutor => ({
  ...row,
  created_at: createdAt.toISOString(),
});

async function assertEmailFree(tx: Tx, email: string | undefined, userId?: number) {
  if (email === undefined) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (other && other.id !== userId) throw ValidationFailed.field('email', EMAIL_TAKEN);
}

export const tutorsResource = defineResource({
  name: 'tutors',
  label: { one: 'a tutor', many: 'tutors' },
  schema: adminTutorSchema,
  entity: 'tutors',
  ...listAndGet(
    tutorQuery,
    {
      search: [users.firstName, users.lastName, users.email, tutors.bio],
      idColumn: users.id,
      sorts: { name: users.firstName, email: users.email, created_at: tutors.createdAt },
      defaultSort: 'name',
      filters: {
        active: (value, name) => {
          if (value !== 'true' && value !== 'false') {
            throw ValidationFailed.field(name, `The ${name} filter must be true or false.`);
          }
          return eq(tutors.active, value === 'true');
        },
        gender: (value, name) => {
          if (!['0', '1', '2'].includes(value)) {
            throw ValidationFailed.field(name, `The selected ${name} is invalid.`);
          }
          return eq(users.gender, Number(value));
        },
      },
    },
    toAdminTutor,
  ),
  /**
   * A tutor account with a password nobody knows; the invitation mail lets them choose one, in
   * the language of the page staff created them from (the tutor has chosen none yet).
   */
  create: {
    schema: adminTutorCreateSchema,
    async run(tx, input, actor) {
      await assertEmailFree(tx, input.email);
      const [row] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          gender: input.gender,
          phone: input.phone,
          role: 'tutor',
          timeZone: input.time_zone,
          avatarUrl: input.avatar ?? null,
          passwordHash: await hashPassword(newSecret()),
        })
        .returning({ id: users.id });
      const id = insertedId(row);
      await tx.insert(tutors).values({
        userId: id,
        languages: input.languages,
        bio: input.bio,
        meetingLink: input.meeting_link,
      });
      await queueTutorInvitation(tx, input.email, actor.locale);
      return id;
    },
  },
  update: {
    schema: adminTutorUpdateSchema,
    async run(tx, id, input, actor) {
      const userId = Number(id);
      await assertEmailFree(tx, input.email, userId);
      const person = {
        ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
        ...(input.gender === undefined ? {} : { gender: input.gender }),
        ...(input.time_zone === undefined ? {} : { timeZone: input.time_zone }),
        ...(input.avatar === undefined ? {} : { avatarUrl: input.avatar }),
      };
      if (Object.keys(person).length > 0) {
        await tx
          .update(users)
          .set({ ...person, updatedAt: actor.at })
          .where(eq(users.id, userId));
      }
      const profile = {
        ...(input.languages === undefined ? {} : { languages: input.languages }),
        ...(input.bio === undefined ? {} : { bio: input.bio }),
        ...(input.meeting_link === undefined ? {} : { meetingLink: input.meeting_link }),
        ...(input.active === undefined ? {} : { active: input.active }),
      };
      if (Object.keys(profile).length > 0) {
        await tx.update(tutors).set(profile).where(eq(tutors.userId, userId));
      }
    },
  },
});
