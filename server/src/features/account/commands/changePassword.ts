import { ACCOUNT_MESSAGES } from '@common/account';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { notifyPasswordChanged } from './resetPassword';

/**
 * Changes the password after checking the current one; every other session of the user ends (the one making
 * the change, `keepSessionId`, stays signed in), and the owner is told by email.
 */
export async function changePassword(
  db: Db,
  config: AppConfig,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
  keepSessionId: string | null,
): Promise<void> {
  if (!(await verifyPassword(user.password, currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  const hashed = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password: hashed }).where('id', '=', user.id).execute();
    let others = trx.deleteFrom('sessions').where('userId', '=', user.id);
    if (keepSessionId) others = others.where('id', '!=', keepSessionId);
    await others.execute();
  });
  await notifyPasswordChanged(db, config, user);
}
