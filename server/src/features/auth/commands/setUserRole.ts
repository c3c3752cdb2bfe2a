import type { UserRole } from '@common/constants';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { findUserByUsername } from './registerUser';

/** Changes a user's role (used by `npm run user:role`). */
export async function setUserRole(db: Db, username: string, role: UserRole): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(`No user named ${username}`);
  await db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  return { ...user, role };
}
