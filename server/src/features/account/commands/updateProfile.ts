import type { profileUpdateSchema } from '@common/account';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { refreshCollabSignalsSafely } from '../../collab';

/**
 * Saves the profile fields that were sent (the registration rules were applied by the schema). The display
 * name, genres and location are part of the collab signals (matching reads them): refreshed when they change.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: z.output<typeof profileUpdateSchema>,
  onSignalsError: (error: unknown) => void = () => undefined,
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
  const updated = (await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as UserRow;
  if (input.genres !== undefined || input.location !== undefined || input.displayName !== undefined) {
    await refreshCollabSignalsSafely(db, user.id, onSignalsError);
  }
  return updated;
}
