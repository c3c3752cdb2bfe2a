import { BLOCK_MESSAGES } from '@common/blocks';
import {
  FAN_PORTAL_MESSAGES,
  type FanContestInput,
  type FanMessageInput,
  type FanRewardInput,
  type FanSendResult,
  REWARD_PERKS,
  type RewardTier,
  TOP_FANS_COUNT,
  type VipCampaignInput,
} from '@common/fanportal';
import { publicName } from '@common/people';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { hasBlocked } from '../../blocks';
import { type NewInboxMessage, sendInboxMessages } from '../../inbox';
import { computeArtistFans, isFanOf } from '../fanActivity';

type Artist = Pick<UserRow, 'id' | 'username' | 'displayName'>;

const artistName = (artist: Artist) => publicName(artist);

/**
 * One of the artist's fans by id: 404 when there is no such user, 403 when they are not this artist's fan or
 * do not take messages from the artist (they blocked them).
 */
async function findOwnFan(db: Db, artist: Artist, fanId: number) {
  const fan = await db
    .selectFrom('users')
    .select(['id', 'username', 'displayName'])
    .where('id', '=', fanId)
    .executeTakeFirst();
  if (!fan) throw notFound(FAN_PORTAL_MESSAGES.fanNotFound);
  if (!(await isFanOf(db, artist.id, fanId))) throw forbidden(FAN_PORTAL_MESSAGES.notYourFan);
  if (await hasBlocked(db, fanId, artist.id)) throw forbidden(BLOCK_MESSAGES.message);
  return { id: Number(fan.id), name: publicName(fan) };
}

function rewardMessage(artist: Artist, recipientId: number, tier: RewardTier | undefined, text?: string) {
  const perks = tier ? REWARD_PERKS[tier].map((perk) => `• ${perk}`).join('\n') : '';
  const body = [
    text,
    tier ? `As a ${tier} fan of ${artistName(artist)} you get:\n${perks}` : null,
    `Thank you for your support. — ${artistName(artist)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    recipientId,
    senderId: artist.id,
    kind: 'reward' as const,
    subject: tier ? `${tier} fan reward from ${artistName(artist)}` : `A reward from ${artistName(artist)}`,
    body,
  };
}

/** A personal message from the artist to one of their fans' inbox. */
export async function sendFanMessage(
  db: Db,
  artist: Artist,
  fanId: number,
  input: FanMessageInput,
): Promise<FanSendResult> {
  const fan = await findOwnFan(db, artist, fanId);
  await sendInboxMessages(db, [
    {
      recipientId: fan.id,
      senderId: artist.id,
      kind: 'message',
      subject: `Message from ${artistName(artist)}`,
      body: input.text,
    },
  ]);
  return { sent: 1, name: fan.name };
}

/** An exclusive-content reward (a tier's perks and/or the artist's note) to one fan's inbox. */
export async function sendFanReward(
  db: Db,
  artist: Artist,
  fanId: number,
  input: FanRewardInput,
): Promise<FanSendResult> {
  const fan = await findOwnFan(db, artist, fanId);
  await sendInboxMessages(db, [rewardMessage(artist, fan.id, input.tier, input.text)]);
  return { sent: 1, name: fan.name };
}

/** A tier's reward to every fan currently at that level (409 when there is none). */
export async function sendTierRewards(db: Db, artist: Artist, tier: RewardTier): Promise<FanSendResult> {
  const { fans } = await computeArtistFans(db, artist.id);
  const recipients = fans.filter((f) => f.fanLevel === tier);
  if (recipients.length === 0) throw conflict(FAN_PORTAL_MESSAGES.noFansAtLevel(tier));
  const sent = await sendInboxMessages(
    db,
    recipients.map((f) => rewardMessage(artist, f.id, tier)),
  );
  return { sent, name: null };
}

/** The VIP campaign: an invitation in the inbox of each of the artist's top fans (409 without fans). */
export async function launchVipCampaign(
  db: Db,
  artist: Artist,
  input: VipCampaignInput,
): Promise<FanSendResult> {
  const { fans } = await computeArtistFans(db, artist.id);
  const top = fans.slice(0, TOP_FANS_COUNT);
  if (top.length === 0) throw conflict(FAN_PORTAL_MESSAGES.noTopFans);
  const name = artistName(artist);
  const messages: NewInboxMessage[] = top.map((fan, index) => ({
    recipientId: fan.id,
    senderId: artist.id,
    kind: 'message',
    subject: `VIP invitation from ${name}`,
    body: [
      input.text,
      `You are one of ${name}'s top ${top.length} fans (#${index + 1}). ` +
        `You're on the VIP list: first access to new releases and an invitation to the next listening party.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  }));
  return { sent: await sendInboxMessages(db, messages), name: null };
}

/** A fan contest: the artist's announcement in the inbox of every one of their fans. */
export async function launchFanContest(
  db: Db,
  artist: Artist,
  input: FanContestInput,
): Promise<FanSendResult> {
  const { fans } = await computeArtistFans(db, artist.id);
  if (fans.length === 0) throw conflict(FAN_PORTAL_MESSAGES.noTopFans);
  const name = artistName(artist);
  const messages: NewInboxMessage[] = fans.map((fan) => ({
    recipientId: fan.id,
    senderId: artist.id,
    kind: 'message',
    subject: `Fan contest from ${name}`,
    body: input.text,
  }));
  return { sent: await sendInboxMessages(db, messages), name: null };
}
