import { MARKETING_MESSAGES, type UnsubscribeInfo } from '@common/marketing';
import { publicName } from '@common/people';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { linkSecret, readUnsubscribeToken, type UnsubscribeScope } from '../unsubscribeTokens';

type Reader = Db | Transaction<Database>;

const PLATFORM_LIST = 'the Panda Nation newsletter and announcements';

/** The scope of a link's token, or 400 'This unsubscribe link is not valid.' */
async function scopeOf(
  ctx: Pick<AppContext, 'config' | 'database'>,
  token: string,
): Promise<UnsubscribeScope> {
  const target = readUnsubscribeToken(await linkSecret(ctx), token);
  if (!target) throw badRequest(MARKETING_MESSAGES.unsubscribeInvalid);
  return target;
}

/** The accounts an unsubscribe reaches: those with the address, and the account the email went to. */
function accounts(db: Reader, target: UnsubscribeScope) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', target.email.toLowerCase()),
        ...(target.userId !== null ? [eb('id', '=', target.userId)] : []),
      ]),
    );
}

/** What the reader leaves: "Maya's fan email" or the platform list. */
async function listName(db: Reader, target: UnsubscribeScope): Promise<string> {
  if (target.scope === 'platform' || target.artistId === null) return PLATFORM_LIST;
  const artist = await db
    .selectFrom('users')
    .select(['username', 'displayName'])
    .where('id', '=', target.artistId)
    .executeTakeFirst();
  const name = artist ? publicName(artist) : 'this artist';
  return `${name}'s fan email`;
}

/** Whether the link's address still gets what the link leaves. */
async function stillSubscribed(db: Reader, target: UnsubscribeScope): Promise<boolean> {
  if (target.scope === 'artist') {
    const consent = await db
      .selectFrom('marketingConsents')
      .select('fanId')
      .where('artistId', '=', target.artistId!)
      .where('fanId', 'in', accounts(db, target))
      .executeTakeFirst();
    return consent !== undefined;
  }
  const [user, subscription] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', accounts(db, target))
      .where('emailSubscribed', '=', true)
      .executeTakeFirst(),
    db
      .selectFrom('newsletterSubscriptions')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', target.email.toLowerCase()))
      .where('status', 'in', ['subscribed', 'pending'])
      .executeTakeFirst(),
  ]);
  return user !== undefined || subscription !== undefined;
}

/** GET /api/marketing/unsubscribe/:token: the address, the list it leaves, and whether it already left. */
export async function describeUnsubscribe(
  ctx: Pick<AppContext, 'config' | 'database'>,
  token: string,
): Promise<UnsubscribeInfo> {
  const { db } = ctx.database;
  const target = await scopeOf(ctx, token);
  const [list, subscribed] = await Promise.all([listName(db, target), stillSubscribed(db, target)]);
  return { email: target.email, list, unsubscribed: !subscribed };
}

/**
 * POST /api/marketing/unsubscribe/:token (the page's button, or a mail program's one-click POST): leaves the
 * list. An artist link withdraws the consent to that artist's email; a platform link turns off email updates on
 * the accounts with the address and unsubscribes it from the newsletter. Each unsubscribe is recorded once
 * (with the campaign whose link it was); repeating it changes nothing.
 */
export async function unsubscribe(
  ctx: Pick<AppContext, 'config' | 'database'>,
  token: string,
): Promise<UnsubscribeInfo> {
  const { db } = ctx.database;
  const target = await scopeOf(ctx, token);
  await db.transaction().execute(async (trx) => {
    if (!(await stillSubscribed(trx, target))) return;
    const now = new Date().toISOString();
    if (target.scope === 'artist') {
      await trx
        .deleteFrom('marketingConsents')
        .where('artistId', '=', target.artistId!)
        .where('fanId', 'in', accounts(trx, target))
        .execute();
    } else {
      await trx
        .updateTable('users')
        .set({ emailSubscribed: false })
        .where('id', 'in', accounts(trx, target))
        .execute();
      await trx
        .updateTable('newsletterSubscriptions')
        .set({ status: 'unsubscribed', updatedAt: now })
        .where((eb) => eb(eb.fn('lower', ['email']), '=', target.email.toLowerCase()))
        .where('status', '!=', 'unsubscribed')
        .execute();
    }
    const campaign =
      target.campaignId === null
        ? undefined
        : await trx
            .selectFrom('campaigns')
            .select('id')
            .where('id', '=', target.campaignId)
            .executeTakeFirst();
    await trx
      .insertInto('marketingUnsubscribes')
      .values({
        email: target.email,
        scope: target.scope,
        artistId: target.artistId,
        campaignId: campaign?.id ?? null,
        createdAt: now,
      })
      .execute();
  });
  return { email: target.email, list: await listName(db, target), unsubscribed: true };
}
