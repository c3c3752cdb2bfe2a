import type { LIVE_CHAT_TYPES } from '@common/listening';
import { type LiveChatMessage, roomOfLiveChatChannel } from '@common/rooms';
import type { UserRow } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import { roomRefusal } from '../roomAccess';
import { presentLiveChatMessage } from '../presenter';
import type { ListeningContext } from './context';

/**
 * Stores a signed-in user's message in a channel and sends it to every socket watching that channel; refused
 * (403) in the room chat of a party whose host blocked the user, or of a room whose host removed them.
 */
export async function postLiveChat(
  ctx: ListeningContext,
  user: UserRow,
  channel: string,
  input: { message: string; type: (typeof LIVE_CHAT_TYPES)[number] },
): Promise<LiveChatMessage> {
  const roomId = roomOfLiveChatChannel(channel);
  const refusal = roomId ? await roomRefusal(ctx.database.db, roomId, user.id) : null;
  if (refusal) throw forbidden(refusal);
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
