import { fanLevel, type FanLevel } from '@common/fanportal';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { CampaignAudience, Database, UserRow } from '../../db/schema';
import { computeArtistFans } from '../fanportal';

type Reader = Db | Transaction<Database>;

/** One person a campaign goes to. */
/** The consents (`mc`) joined to their fans' accounts (`u`), as the artist's list reads them. */
type ConsentsOfFans = ExpressionBuilder<
  Database & { mc: Database['marketingConsents']; u: Database['users'] },
  'mc' | 'u'
>;

/** No unsubscribe through one of the artist's links (by the account's address) since the consent was given. */
export function notUnsubscribedSinceConsent({ not, exists, selectFrom }: ConsentsOfFans) {
  return not(
    exists(
      selectFrom('marketingUnsubscribes as mu')
        .select('mu.id')
        .where('mu.scope', '=', 'artist')
        .whereRef('mu.artistId', '=', 'mc.artistId')
        .where((eb) => eb(eb.fn('lower', ['mu.email']), '=', eb.fn('lower', ['u.email'])))
        .whereRef('mu.createdAt', '>=', 'mc.createdAt'),
    ),
  );
}

export interface Recipient {
  /** The user id; for a newsletter subscriber without an account, the subscription id. */
  id: number;
  email: string;
  displayName: string;
  userType: string;
  userId: number | null;
  subscriptionId: number | null;
  /** The account's location (null without one, or without an account). */
  location: string | null;
  /** The fan's level with the artist (an artist's list); null on the platform list. */
  fanLevel: FanLevel | null;
}

/** Whose list a user writes to: administrators the platform list, everyone else their own fans. */
export const audienceOf = (user: Pick<UserRow, 'role'>): CampaignAudience =>
  user.role === 'admin' ? 'platform' : 'artist';

/** Keeps the first recipient of each address, ignoring case (one email per person per campaign). */
function unique(recipients: Recipient[]): Recipient[] {
  const seen = new Map<string, Recipient>();
  for (const recipient of recipients) {
    const key = recipient.email.toLowerCase();
    const earlier = seen.get(key);
    if (!earlier) seen.set(key, recipient);
    // The same address as an account and as a newsletter subscription: one email, both remembered.
    else if (
      earlier.subscriptionId === null &&
      recipient.subscriptionId !== null &&
      recipient.userId === null
    ) {
      earlier.subscriptionId = recipient.subscriptionId;
    }
  }
  return [...seen.values()];
}

/**
 * An artist's audience: fans who chose to get this artist's email (marketing_consents), with a verified
 * address, not unsubscribed through one of the artist's links since they chose it; each with their location
 * and their fan level with the artist (the Fan Portal's, from their activity; none yet is Bronze).
 */
export async function artistAudience(db: Db, artistId: number): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('marketingConsents as mc')
    .innerJoin('users as u', 'u.id', 'mc.fanId')
    .select(['u.id', 'u.email', 'u.displayName', 'u.userType', 'u.location'])
    .where('mc.artistId', '=', artistId)
    .where('u.id', '!=', artistId)
    .where('u.email', 'is not', null)
    .where('u.emailVerifiedAt', 'is not', null)
    .where('u.deletedAt', 'is', null)
    .where(notUnsubscribedSinceConsent)
    .orderBy('u.id')
    .execute();
  if (rows.length === 0) return [];
  const levels = new Map((await computeArtistFans(db, artistId)).fans.map((fan) => [fan.id, fan.fanLevel]));
  return unique(
    rows.map((row) => ({
      id: row.id,
      email: row.email!,
      displayName: row.displayName ?? '',
      userType: row.userType,
      userId: row.id,
      subscriptionId: null,
      location: row.location,
      fanLevel: levels.get(row.id) ?? fanLevel(0),
    })),
  );
}

/**
 * The platform list: users who opted in to email updates (`emailSubscribed`) with a verified address, then
 * confirmed newsletter subscribers, one entry per address. A platform unsubscribe link turns both opt-ins off,
 * so an opt-in given again later counts.
 */
export async function platformAudience(db: Reader): Promise<Recipient[]> {
  const [users, subscribers] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'email', 'displayName', 'userType', 'location'])
      .where('emailSubscribed', '=', true)
      .where('email', 'is not', null)
      .where('emailVerifiedAt', 'is not', null)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('newsletterSubscriptions')
      .select(['id', 'email'])
      .where('status', '=', 'subscribed')
      .where('confirmedAt', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  return unique([
    ...users.map((row) => ({
      id: row.id,
      email: row.email!,
      displayName: row.displayName ?? '',
      userType: row.userType,
      userId: row.id,
      subscriptionId: null,
      location: row.location,
      fanLevel: null,
    })),
    ...subscribers.map((row) => ({
      id: row.id,
      email: row.email,
      displayName: '',
      userType: 'newsletter',
      userId: null,
      subscriptionId: row.id,
      location: null,
      fanLevel: null,
    })),
  ]);
}

/** The caller's own audience: the platform list for administrators, their opted-in fans for anyone else. */
export function audienceFor(db: Db, user: Pick<UserRow, 'id' | 'role'>): Promise<Recipient[]> {
  return audienceOf(user) === 'platform' ? platformAudience(db) : artistAudience(db, user.id);
}
