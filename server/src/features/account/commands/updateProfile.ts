import type { profileUpdateSchema } from '@common/account';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';

/** Saves the profile fields that were sent (the registration rules were applied by the schema). */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: z.output<typeof profileUpdateSchema>,
): Promise<UserRow> {
  const changes = {
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
    ...(input.location !== undefined ? { location: input.location } : {}),
    ...(input.userType !== undefined ? { userType: input.userType } : {}),
    ...(input.genres !== undefined ? { genres: json([...new Set(input.genres)]) } : {}),
    ...(input.emailSubscribed !== undefined ? { emailSubscribed: input.emailSubscribed } : {}),
  };
  if (Object.keys(changes).length === 0) return user;
  return (await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as UserRow;
}
