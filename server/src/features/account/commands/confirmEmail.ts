import { ACCOUNT_MESSAGES } from '@common/account';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { consumeToken } from '../../auth';

/**
 * Opens a verification link: the address it names becomes the user's verified address (a pending new address
 * replaces the old one now). A link for an address the user no longer wants counts as used.
 */
export async function confirmEmail(db: Db, token: string): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const outcome = await consumeToken(trx, token, 'verify-email');
    if (outcome.status === 'invalid' || outcome.status === 'expired')
      throw badRequest(ACCOUNT_MESSAGES.verificationInvalid);
    if (outcome.status === 'used') throw badRequest(ACCOUNT_MESSAGES.verificationUsed);
    const { userId, email } = outcome.token;
    const user = (await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) as UserRow | undefined;
    if (!user || !email) throw badRequest(ACCOUNT_MESSAGES.verificationInvalid);
    const wanted = user.pendingEmail === email || user.email === email;
    if (!wanted) throw badRequest(ACCOUNT_MESSAGES.verificationUsed);
    const now = new Date().toISOString();
    return (await trx
      .updateTable('users')
      .set({
        email,
        emailVerifiedAt: now,
        pendingEmail: user.pendingEmail === email ? null : user.pendingEmail,
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow()) as UserRow;
  });
}
