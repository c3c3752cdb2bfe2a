import type { Db } from '../../db/connection';

/** Usernames by id (administrators see usernames), one query for a page. */
export async function usernames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}
