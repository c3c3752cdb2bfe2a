import { AUTH_MESSAGES, type RegisterData } from '@common/auth';
import { DEFAULT_USER_TYPE } from '@common/constants';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { claimSetting } from '../../../db/settings';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { conflict } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';

export interface RegisterOptions {
  /**
   * 'app' for the registration endpoint: the first account made there becomes an administrator.
   * 'seed' for demo content, which never does.
   */
  source: 'app' | 'seed';
}

/** Finds a user by username, ignoring case. */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst() as Promise<UserRow | undefined>;
}

/** Creates an account: hashes the password with argon2id and stores the profile fields. */
export async function registerUser(db: Db, input: RegisterData, options: RegisterOptions): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
  const password = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = (await db
      .insertInto('users')
      .values({
        username: input.username,
        password,
        displayName: input.displayName,
        email: input.email,
        profileImage: input.profileImage,
        userType: input.userType ?? DEFAULT_USER_TYPE,
        bio: input.bio,
        location: input.location,
        genres: json(input.genres),
        emailSubscribed: input.emailSubscribed,
        // Payment-provider ids are accepted in the body but only ever set by the payment flow:
        // a client must not attach itself to someone else's customer or subscription.
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as UserRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw error;
  }
  if (options.source === 'app') {
    // The first account registered through the app administers it: a one-time claim, so demoting that
    // administrator later does not hand the role to the next stranger who registers.
    if (await claimSetting(db, 'first_admin_user_id', String(user.id))) {
      await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
      user = { ...user, role: 'admin' };
    }
  }
  return user;
}
