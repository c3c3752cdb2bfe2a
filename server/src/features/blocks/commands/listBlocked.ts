import type { BlockList } from '@common/blocks';
import { publicName } from '@common/people';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';

/** The people the user blocked, the latest first. */
export async function listBlocked(db: Db, user: UserRow): Promise<BlockList> {
  const rows = await db
    .selectFrom('userBlocks')
    .innerJoin('users', 'users.id', 'userBlocks.blockedId')
    .select(['users.id', 'users.username', 'users.displayName', 'users.profileImage', 'userBlocks.createdAt'])
    .where('userBlocks.blockerId', '=', user.id)
    .orderBy('userBlocks.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  return {
    blocked: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      name: publicName(row),
      avatar: row.profileImage,
      blockedAt: row.createdAt,
    })),
  };
}
