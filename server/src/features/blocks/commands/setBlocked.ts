import { BLOCK_MESSAGES, type BlockState } from '@common/blocks';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { findPerson } from '../../../lib/people';

/**
 * Blocks (or unblocks) another user; blocking twice is one block. 400 for oneself, 404 for nobody. The blocked
 * user is not told.
 */
export async function setBlocked(
  db: Db,
  user: UserRow,
  userId: number,
  blocked: boolean,
): Promise<BlockState> {
  if (userId === user.id) throw badRequest(BLOCK_MESSAGES.blockSelf);
  await findPerson(db, userId, BLOCK_MESSAGES.userNotFound);
  if (blocked) {
    await db
      .insertInto('userBlocks')
      .values({ blockerId: user.id, blockedId: userId, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('userBlocks')
      .where('blockerId', '=', user.id)
      .where('blockedId', '=', userId)
      .execute();
  }
  return { userId, blocked };
}
