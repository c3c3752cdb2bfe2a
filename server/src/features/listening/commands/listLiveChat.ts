import { LIVE_CHAT_LIMITS, type LiveChatHistory } from '@common/listening';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { ownerNotHeld } from '../../../db/listing';
import { presentLiveChatMessage } from '../presenter';

/** A channel's latest messages that are shown, oldest first. */
export async function listLiveChat(db: Db, channel: string): Promise<LiveChatHistory> {
  const rows = await db
    .selectFrom('liveChatMessages')
    .select(['id', 'channel', 'userId', 'senderName', 'message', 'type', 'createdAt'])
    .where('channel', '=', channel)
    // Removed by a moderator, or from a suspended or banned account: shown to no one (decision 0061).
    .where('removedAt', 'is', null)
    .where(ownerNotHeld(sql.ref('live_chat_messages.user_id')))
    .orderBy('id', 'desc')
    .limit(LIVE_CHAT_LIMITS.history)
    .execute();
  return { channel, messages: rows.reverse().map(presentLiveChatMessage) };
}
