import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { CampaignAudience, Database } from '../../db/schema';
import { notUnsubscribedSinceConsent } from './audience';

type Reader = Db | Transaction<Database>;

/** One queued delivery, as the send job checks it. */
export interface DeliveryTarget {
  email: string;
  userId: number | null;
  subscriptionId: number | null;
}

const ids = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v !== null))];

/**
 * Whether each queued recipient still wants the campaign when their turn comes, in the order given: someone who
 * unsubscribed, withdrew their consent, or lost their verified address after it was queued is skipped. One query
 * per list whatever the number of recipients.
 */
export async function stillInAudience(
  db: Reader,
  campaign: { audience: CampaignAudience; senderId: number | null },
  targets: DeliveryTarget[],
): Promise<boolean[]> {
  if (targets.length === 0) return [];
  if (campaign.audience === 'artist') {
    const { senderId } = campaign;
    if (senderId === null) return targets.map(() => false);
    const members = await artistListAddresses(db, senderId, ids(targets.map((t) => t.userId)));
    return targets.map((t) => t.userId !== null && members.get(t.userId) === t.email.toLowerCase());
  }
  const [users, subscriptions] = await Promise.all([
    platformListAddresses(db, ids(targets.map((t) => t.userId))),
    confirmedSubscriptions(db, ids(targets.map((t) => t.subscriptionId))),
  ]);
  return targets.map(
    (t) =>
      (t.userId !== null && users.get(t.userId) === t.email.toLowerCase()) ||
      (t.subscriptionId !== null && subscriptions.has(t.subscriptionId)),
  );
}

/**
 * Of these accounts, those still on the artist's list (consent, verified address, no unsubscribe through one of
 * the artist's links since the consent), with their address in lower case.
 */
async function artistListAddresses(db: Reader, artistId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('marketingConsents as mc')
    .innerJoin('users as u', 'u.id', 'mc.fanId')
    .select(['u.id', 'u.email'])
    .where('mc.artistId', '=', artistId)
    .where('mc.fanId', 'in', userIds)
    .where('u.email', 'is not', null)
    .where('u.emailVerifiedAt', 'is not', null)
    .where('u.deletedAt', 'is', null)
    .where(notUnsubscribedSinceConsent)
    .execute();
  return new Map(rows.map((row) => [row.id, row.email!.toLowerCase()]));
}

/** Of these accounts, those still opted in to the platform list, with their address in lower case. */
async function platformListAddresses(db: Reader, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', userIds)
    .where('emailSubscribed', '=', true)
    .where('email', 'is not', null)
    .where('emailVerifiedAt', 'is not', null)
    .where('deletedAt', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.email!.toLowerCase()]));
}

/** Of these newsletter subscriptions, those still subscribed and confirmed. */
async function confirmedSubscriptions(db: Reader, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('newsletterSubscriptions')
    .select('id')
    .where('id', 'in', subscriptionIds)
    .where('status', '=', 'subscribed')
    .where('confirmedAt', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
