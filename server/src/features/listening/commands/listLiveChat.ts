import { LIVE_CHAT_LIMITS, type LiveChatHistory } from '@common/listening';
import type { Db } from '../../../db/connection';
import { presentLiveChatMessage } from '../presenter';

/** A channel's latest messages, oldest first. */
export async function listLiveChat(db: Db, channel: string): Promise<LiveChatHistory> {
  const rows = await db
    .selectFrom('liveChatMessages')
    .select(['id', 'channel', 'userId', 'senderName', 'message', 'type', 'createdAt'])
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .limit(LIVE_CHAT_LIMITS.history)
    .execute();
  return { channel, messages: rows.reverse().map(presentLiveChatMessage) };
}
