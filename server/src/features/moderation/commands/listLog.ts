import type { ModerationLogPage } from '@common/moderation';
import type { Db } from '../../../db/connection';
import { usernames } from '../people';
import { presentLogItem } from '../presenter';

export const LOG_PAGE_SIZE = 50;

/** The audit log, newest first: who did what to what, when and why. */
export async function listLog(db: Db, page: number): Promise<ModerationLogPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('moderationActions')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(LOG_PAGE_SIZE)
      .offset((page - 1) * LOG_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('moderationActions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const names = await usernames(
    db,
    rows.flatMap((r) => [r.moderatorId, r.ownerId]),
  );
  return { items: rows.map((row) => presentLogItem(row, names)), total: Number(count.n) };
}
