import { ARTIST_MESSAGES } from '@common/artists';
import { MARKETING_MESSAGES, type EmailConsent } from '@common/marketing';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';

/** Whether the fan gets this artist's email (GET /api/users/:id/email-consent). */
export async function readEmailConsent(db: Db, fan: UserRow, artistId: number): Promise<EmailConsent> {
  const row = await db
    .selectFrom('marketingConsents')
    .select('fanId')
    .where('fanId', '=', fan.id)
    .where('artistId', '=', artistId)
    .executeTakeFirst();
  return { consent: row !== undefined };
}

/**
 * Gives or withdraws a fan's consent to one artist's email ('Email me about {artist}'s releases'): only then
 * does the artist see the fan's address and reach it. Idempotent. Giving it again after an unsubscribe link puts
 * the fan back on the list (the newer choice counts).
 */
export async function setEmailConsent(
  db: Db,
  fan: UserRow,
  artistId: number,
  consent: boolean,
): Promise<EmailConsent> {
  if (artistId === fan.id) throw badRequest(MARKETING_MESSAGES.consentSelf);
  const artist = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', artistId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!artist) throw notFound(ARTIST_MESSAGES.userNotFound);
  if (consent) {
    await db
      .insertInto('marketingConsents')
      .values({ fanId: fan.id, artistId, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['fanId', 'artistId']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('marketingConsents')
      .where('fanId', '=', fan.id)
      .where('artistId', '=', artistId)
      .execute();
  }
  return { consent };
}
