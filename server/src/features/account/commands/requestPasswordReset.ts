import { ACCOUNT } from '@common/account';
import { publicName } from '@common/people';
import { sql } from 'kysely';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import { prepareMail, storeMail } from '../../../mail/queueMail';
import { passwordResetMail } from '../../../mail/templates/messages';
import { newToken } from '../../../lib/tokens';
import { storeToken } from '../../auth';

/**
 * Mails a reset link to every account that uses the address (an address may serve several accounts; each
 * gets its own link naming the username). An address nobody uses gets nothing, and the caller answers the
 * same either way.
 */
export async function requestPasswordReset(db: Db, config: AppConfig, email: string): Promise<number> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'displayName', 'email'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deletedAt', 'is', null)
    .execute();
  for (const user of users) {
    const token = newToken();
    const prepared = await prepareMail({
      kind: 'password-reset',
      to: user.email!,
      userId: user.id,
      template: passwordResetMail({
        origin: config.mail.linkOrigin,
        name: publicName(user),
        username: user.username,
        link: `${config.mail.linkOrigin}/reset-password?token=${encodeURIComponent(token)}`,
        minutes: ACCOUNT.resetMinutes,
      }),
    });
    await db.transaction().execute(async (trx) => {
      await storeToken(trx, token, user.id, 'reset-password', ACCOUNT.resetMinutes * 60_000);
      await storeMail(trx, config.mail, prepared);
    });
  }
  return users.length;
}
