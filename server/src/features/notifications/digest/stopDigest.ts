import { NOTIFICATION_MESSAGES } from '@common/notifications';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/errors';
import { linkSecret } from '../../../lib/linkSecret';
import { readDigestUnsubscribeToken } from './unsubscribe';

export const INVALID_DIGEST_LINK = 'This unsubscribe link is not valid.';

/**
 * The digest's one-click unsubscribe: every kind the account had by email goes back to the app only (nothing is
 * turned off). Repeating it changes nothing; a bad token answers 400.
 */
export async function stopDigest(
  ctx: Pick<AppContext, 'config' | 'database'>,
  token: string,
): Promise<{ message: string }> {
  const userId = readDigestUnsubscribeToken(await linkSecret(ctx), token);
  if (userId === null) throw badRequest(INVALID_DIGEST_LINK);
  await ctx.database.db
    .updateTable('notificationPreferences')
    .set({ channel: 'app' })
    .where('userId', '=', userId)
    .where('channel', '=', 'email')
    .execute();
  return { message: NOTIFICATION_MESSAGES.unsubscribed };
}
