import { ACCOUNT_MESSAGES } from '@common/account';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/password';
import { sendVerification } from '../../auth';

/**
 * Asks for a new address: the password is checked, the address waits as `pendingEmail` and a link goes to it;
 * the current address stays in use until the link is opened. Asking again for the current, unverified
 * address sends it a new link instead.
 */
export async function changeEmail(
  db: Db,
  config: AppConfig,
  user: UserRow,
  email: string,
  password: string,
): Promise<UserRow> {
  if (!(await verifyPassword(user.password, password)))
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  const current = user.email?.toLowerCase() ?? null;
  if (current === email && user.emailVerifiedAt) throw badRequest(ACCOUNT_MESSAGES.emailSame);
  const pending = current === email ? null : email;
  await sendVerification(db, config, user, email, (trx) =>
    trx.updateTable('users').set({ pendingEmail: pending }).where('id', '=', user.id).execute(),
  );
  return (await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()) as UserRow;
}
