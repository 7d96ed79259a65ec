import type { AdminFamily } from '@iqra/contracts';
import type { Database } from '../../../db/client.ts';
import type { Tx } from '../../../lib/audit.ts';
import { guardianshipsOf, linkGuardian, moveChild, unlinkGuardian } from '../../families/index.ts';
import type { Actor } from '../resource/definition.ts';
import { familyOf } from '../resources/families.ts';
import { runAuditedChange } from './run-audited-change.ts';

/**
 * One change to a child's parents, in a transaction with its audit entry: entity
 * `guardianships`, the child's id, and the child's parents (with each one's consent) before
 * and after. Answers the family of `answerWith` as it now is.
 */
async function changeParents(
  db: Database,
  actor: Actor,
  change: { action: 'link' | 'unlink' | 'move'; childId: number; answerWith?: number },
  work: (tx: Tx) => Promise<void>,
): Promise<AdminFamily | undefined> {
  const { action, childId, answerWith } = change;
  return runAuditedChange(
    db,
    { actor, action, entity: 'guardianships', entityId: childId },
    async (tx) => {
      const before = await guardianshipsOf(tx, childId);
      await work(tx);
      const after = await guardianshipsOf(tx, childId);
      const result =
        answerWith === undefined ? undefined : await familyOf(tx, answerWith, actor.at);
      return { result, before, after };
    },
  );
}

/** Staff link a learner to a parent, confirming the parent's consent now. */
export const linkFamilyChild = (
  db: Database,
  actor: Actor,
  link: { guardianId: number; childId: number },
) =>
  changeParents(
    db,
    actor,
    { action: 'link', childId: link.childId, answerWith: link.guardianId },
    (tx) => linkGuardian(tx, { ...link, at: actor.at }),
  );

/** Staff unlink a parent from a child. */
export const unlinkFamilyChild = (
  db: Database,
  actor: Actor,
  link: { guardianId: number; childId: number },
) =>
  changeParents(db, actor, { action: 'unlink', childId: link.childId }, (tx) =>
    unlinkGuardian(tx, link.guardianId, link.childId),
  );

/** Staff move a child from one parent to another, confirming the new parent's consent now. */
export const moveFamilyChild = (
  db: Database,
  actor: Actor,
  move: { childId: number; fromId: number; toId: number },
) =>
  changeParents(db, actor, { action: 'move', childId: move.childId, answerWith: move.toId }, (tx) =>
    moveChild(tx, { ...move, at: actor.at }),
  );
