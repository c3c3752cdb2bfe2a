import type { LoginInput } from '@common/auth';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { burnVerify, verifyPassword } from '../../../lib/password';
import { findUserByUsername } from './registerUser';

/** Checks a username and password; null when either is wrong (same time either way). */
export async function authenticateUser(db: Db, input: LoginInput): Promise<UserRow | null> {
  const user = await findUserByUsername(db, input.username);
  if (!user) {
    await burnVerify(input.password);
    return null;
  }
  return (await verifyPassword(user.password, input.password)) ? user : null;
}
