import { ACCOUNT } from '@common/account';
import { publicName } from '@common/people';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { prepareMail, storeMail } from '../../../mail/queueMail';
import { verifyEmailMail } from '../../../mail/templates/messages';
import { newToken } from '../../../lib/tokens';
import { storeToken } from '../accountLinks';

/**
 * Sends a link that confirms `email` for the user: their registration address, or a new address that replaces
 * the current one only once confirmed. The token and the message are written in one transaction, after the
 * message was rendered. `then` runs in that transaction too (e.g. recording the pending address).
 */
export async function sendVerification(
  db: Db,
  config: AppConfig,
  user: UserRow,
  email: string,
  then: (trx: Db) => Promise<unknown> = async () => undefined,
): Promise<void> {
  const change = Boolean(user.email) && user.email !== email;
  const token = newToken();
  const prepared = await prepareMail({
    kind: 'verify-email',
    to: email,
    userId: user.id,
    template: verifyEmailMail({
      origin: config.mail.linkOrigin,
      name: publicName(user),
      link: `${config.mail.linkOrigin}/verify-email?token=${encodeURIComponent(token)}`,
      hours: ACCOUNT.verificationHours,
      change,
    }),
  });
  await db.transaction().execute(async (trx) => {
    await storeToken(trx, token, user.id, 'verify-email', ACCOUNT.verificationHours * 3600_000, email);
    await storeMail(trx, config.mail, prepared);
    await then(trx);
  });
}
