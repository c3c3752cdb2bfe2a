import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether a user can be asked to collaborate: an account that is not deleted, with an available profile. */
export async function isOpenToCollaborate(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select('p.id')
    .where('p.userId', '=', userId)
    .where('p.isAvailable', '=', true)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
