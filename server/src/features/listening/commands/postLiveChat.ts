import { BLOCK_MESSAGES } from '@common/blocks';
import type { LIVE_CHAT_TYPES } from '@common/listening';
import type { LiveChatMessage } from '@common/rooms';
import type { UserRow } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import { blockedByAny } from '../../blocks';
import { presentLiveChatMessage } from '../presenter';
import type { ListeningContext } from './context';

/** Whether the channel is a listening party's room chat whose host blocked the user. */
async function blockedFromRoomChat(ctx: ListeningContext, userId: number, channel: string): Promise<boolean> {
  if (!channel.startsWith('room:')) return false;
  const parties = await ctx.database.db
    .selectFrom('listeningParties')
    .select('hostId')
    .where('roomId', '=', channel.slice('room:'.length))
    .execute();
  return blockedByAny(
    ctx.database.db,
    parties.map((p) => Number(p.hostId)),
    userId,
  );
}

/**
 * Stores a signed-in user's message in a channel and sends it to every socket watching that channel; refused
 * (403) in the room chat of a party whose host blocked the user.
 */
export async function postLiveChat(
  ctx: ListeningContext,
  user: UserRow,
  channel: string,
  input: { message: string; type: (typeof LIVE_CHAT_TYPES)[number] },
): Promise<LiveChatMessage> {
  if (await blockedFromRoomChat(ctx, user.id, channel)) throw forbidden(BLOCK_MESSAGES.joinParty);
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
