import { eq, sql } from 'drizzle-orm';
import { email as emailField, password as passwordField } from '@iqra/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';
import { parseInput } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../../lib/audit.ts';
import { insertedId } from './resource/writes.ts';

const staffAccountSchema = z.object({
  email: emailField(),
  password: passwordField(),
  firstName: z.string().trim().min(1).max(100).default('Staff'),
  lastName: z.string().trim().max(100).default(''),
});
export type StaffAccountInput = z.input<typeof staffAccountSchema>;

/**
 * Creates a staff account, or makes an existing account staff and sets its password (the
 * account's other sessions end) at `now` on the school's clock. Run from the command line, so
 * the audit entry has no actor.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: StaffAccountInput,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const account = parseInput(staffAccountSchema, input);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`)
      .for('update');
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, updatedAt: now })
        .where(eq(users.id, existing.id));
      await tx.delete(authTokens).where(eq(authTokens.userId, existing.id));
      await recordAudit(tx, {
        actorUserId: null,
        action: 'promote',
        entity: 'users',
        entityId: existing.id,
        before: { role: existing.role },
        after: { role: 'admin' },
      });
      return { id: existing.id, created: false };
    }
    const [row] = await tx
      .insert(users)
      .values({
        firstName: account.firstName,
        lastName: account.lastName,
        phone: '',
        email: account.email,
        passwordHash,
        role: 'admin',
      })
      .returning({ id: users.id });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'create',
      entity: 'users',
      entityId: insertedId(row),
      after: { email: account.email, role: 'admin' },
    });
    return { id: insertedId(row), created: true };
  });
}
