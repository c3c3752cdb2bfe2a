import { ACCOUNT_MESSAGES } from '@common/account';
import { publicName } from '@common/people';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { queueMail } from '../../../mail/queueMail';
import { passwordChangedMail } from '../../../mail/templates/messages';
import { hashPassword } from '../../../lib/password';
import { consumeToken } from '../../auth';

/**
 * Sets a new password from a reset link: the link is spent, every session of the user ends, an email change
 * still waiting for its link is cancelled (the notice of a change someone else asked for says a reset does
 * that), and the owner is told by email. The password is hashed before the transaction opens (hashing takes a
 * while).
 */
export async function resetPassword(
  db: Db,
  config: AppConfig,
  token: string,
  password: string,
): Promise<void> {
  const hashed = await hashPassword(password);
  const user = await db.transaction().execute(async (trx) => {
    const outcome = await consumeToken(trx, token, 'reset-password');
    if (outcome.status === 'invalid') throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    if (outcome.status === 'expired') throw badRequest(ACCOUNT_MESSAGES.resetExpired);
    if (outcome.status === 'used') throw badRequest(ACCOUNT_MESSAGES.resetUsed);
    const updated = (await trx
      .updateTable('users')
      .set({ password: hashed, pendingEmail: null })
      .where('id', '=', outcome.token.userId)
      .where('deletedAt', 'is', null)
      .returningAll()
      .executeTakeFirst()) as UserRow | undefined;
    if (!updated) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    await trx.deleteFrom('sessions').where('userId', '=', updated.id).execute();
    // Other reset links of the account stop working too.
    await trx
      .updateTable('accountTokens')
      .set({ usedAt: new Date().toISOString() })
      .where('userId', '=', updated.id)
      .where('purpose', '=', 'reset-password')
      .where('usedAt', 'is', null)
      .execute();
    return updated;
  });
  if (user.email) await notifyPasswordChanged(db, config, user);
}

/** Tells the owner that their password changed. */
export async function notifyPasswordChanged(db: Db, config: AppConfig, user: UserRow): Promise<void> {
  if (!user.email) return;
  await queueMail(db, config.mail, {
    kind: 'password-changed',
    to: user.email,
    userId: user.id,
    template: passwordChangedMail({
      origin: config.mail.linkOrigin,
      name: publicName(user),
      username: user.username,
    }),
  });
}
