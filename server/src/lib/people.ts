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

/** A person read through an outer join: both names are null when the join found no one. */
export interface JoinedPerson {
  username: string | null | undefined;
  displayName: string | null | undefined;
}

/** The name other people see for a person read through an outer join, or `missing` when it found no one. */
export function joinedName<T>(person: JoinedPerson, missing: T): string | T {
  if (!person.username) return missing;
  return publicName({ username: person.username, displayName: person.displayName });
}
