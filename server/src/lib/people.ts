import { publicName } from '@common/people';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { notFound } from './errors';

/** A user as a payment shows them: id and the name other people see. */
export interface Person {
  id: number;
  username: string;
  name: string;
}

/** The user with this id as others see them, or a 404 with the given message. */
export async function findPerson(
  db: Db | Transaction<Database>,
  id: number,
  missing: string,
): Promise<Person> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'displayName'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(missing);
  return { id: row.id, username: row.username, name: publicName(row) };
}

/** The name other people see for a user id, or 'Someone' for a deleted account. */
export async function nameOf(db: Db | Transaction<Database>, id: number | null): Promise<string> {
  if (id === null) return 'Someone';
  const row = await db
    .selectFrom('users')
    .select(['username', 'displayName'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? publicName(row) : 'Someone';
}
