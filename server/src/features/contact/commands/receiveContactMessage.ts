import { type ContactInput, splitContactMessage } from '@common/contact';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import { prepareMail, storeMail } from '../../../mail/queueMail';
import { contactMail } from '../../../mail/templates/messages';

/**
 * Stores a visitor's message and mails it to the support address with Reply-To set to the visitor, in one
 * transaction. Nothing is mailed to the address the visitor typed: that would let anyone send mail to a
 * stranger through the product.
 */
export async function receiveContactMessage(
  db: Db,
  config: AppConfig,
  input: ContactInput,
  userId: number | null,
): Promise<number> {
  const { subject, body } = splitContactMessage(input.message);
  const prepared = await prepareMail({
    kind: 'contact',
    to: config.mail.supportEmail,
    replyTo: `${input.name.replace(/["<>\r\n]/g, '')} <${input.email}>`,
    template: contactMail({
      origin: config.mail.linkOrigin,
      name: input.name,
      email: input.email,
      subject,
      body,
    }),
  });
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contactMessages')
      .values({ name: input.name, email: input.email, message: input.message, userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeMail(trx, config.mail, prepared);
    return row.id;
  });
}
