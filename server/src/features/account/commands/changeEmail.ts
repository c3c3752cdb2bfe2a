import { ACCOUNT_MESSAGES } from '@common/account';
import { maskEmail, publicName } from '@common/people';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/password';
import { type PreparedMail, prepareMail, storeMail } from '../../../mail/queueMail';
import { emailChangeNoticeMail } from '../../../mail/templates/messages';
import { sendVerification } from '../../auth';

/** A moment as the notice states it: '28 November 2026 at 21:15 UTC'. */
function noticeTime(at: Date): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}

/** The notice to the address on the account that a change to `newEmail` was asked for. */
function prepareChangeNotice(
  config: AppConfig,
  user: UserRow,
  oldEmail: string,
  newEmail: string,
): Promise<PreparedMail> {
  const origin = config.mail.linkOrigin;
  return prepareMail({
    kind: 'email-change-notice',
    to: oldEmail,
    userId: user.id,
    template: emailChangeNoticeMail({
      origin,
      name: publicName(user),
      username: user.username,
      maskedNewEmail: maskEmail(newEmail),
      when: noticeTime(new Date()),
      resetLink: `${origin}/reset-password`,
      contactLink: `${origin}/contact`,
    }),
  });
}

/**
 * Asks for a new address: the password is checked, the address waits as `pendingEmail` and a link goes to it;
 * the current address stays in use until the link is opened, and is told of the change (with the new address
 * partly masked) in the same transaction. Asking again for the current, unverified address sends it a new
 * link instead.
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
  const notice = user.email && pending ? await prepareChangeNotice(config, user, user.email, pending) : null;
  await sendVerification(db, config, user, email, async (trx) => {
    await trx.updateTable('users').set({ pendingEmail: pending }).where('id', '=', user.id).execute();
    if (notice) await storeMail(trx, config.mail, notice);
  });
  return (await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()) as UserRow;
}
