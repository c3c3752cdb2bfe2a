import { BLOCK_MESSAGES } from '@common/blocks';
import type { LIVE_CHAT_TYPES } from '@common/listening';
import { type LiveChatMessage, ROOM_MESSAGES, roomOfLiveChatChannel } from '@common/rooms';
import type { UserRow } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import { blockedByAny } from '../../blocks';
import { isRemovedFromRoom } from '../roomRemovals';
import { presentLiveChatMessage } from '../presenter';
import type { ListeningContext } from './context';

/** Whether the room is a listening party's whose host blocked the user. */
async function blockedFromRoomChat(ctx: ListeningContext, userId: number, roomId: string): Promise<boolean> {
  const parties = await ctx.database.db
    .selectFrom('listeningParties')
    .select('hostId')
    .where('roomId', '=', roomId)
    .execute();
  return blockedByAny(
    ctx.database.db,
    parties.map((p) => Number(p.hostId)),
    userId,
  );
}

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
  if (roomId) {
    if (await blockedFromRoomChat(ctx, user.id, roomId)) throw forbidden(BLOCK_MESSAGES.joinParty);
    if (await isRemovedFromRoom(ctx.database.db, roomId, user.id))
      throw forbidden(ROOM_MESSAGES.removedFromRoom);
  }
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
