import type { LIVE_CHAT_TYPES } from '@common/listening';
import type { LiveChatMessage } from '@common/rooms';
import type { UserRow } from '../../../db/schema';
import { presentLiveChatMessage } from '../presenter';
import type { ListeningContext } from './context';

/** Stores a signed-in user's message in a channel and sends it to every socket watching that channel. */
export async function postLiveChat(
  ctx: ListeningContext,
  user: UserRow,
  channel: string,
  input: { message: string; type: (typeof LIVE_CHAT_TYPES)[number] },
): Promise<LiveChatMessage> {
  const row = await ctx.database.db
    .insertInto('liveChatMessages')
    .values({
      channel,
      userId: user.id,
      senderName: user.username,
      message: input.message,
      type: input.type,
      createdAt: new Date().toISOString(),
    })
    .returning(['id', 'channel', 'userId', 'senderName', 'message', 'type', 'createdAt'])
    .executeTakeFirstOrThrow();
  const message = presentLiveChatMessage(row);
  ctx.realtime?.emitLiveChat(message);
  return message;
}
