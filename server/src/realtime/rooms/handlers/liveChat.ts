import { liveChatChannelSchema, ROOM_MESSAGES, socketRooms } from '@common/rooms';
import type { RoomsSocket } from '../../types';
import type { RoomsContext } from '../context';
import { RoomError } from '../errors';
import { guard } from './guard';

/** Live chat channels one socket may watch at once. */
const MAX_CHANNELS = 10;

/** live-chat:join and live-chat:leave: watch a live chat panel's channel (visitors too). */
export function registerLiveChatHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  socket.on(
    'live-chat:join',
    guard(ctx, socket, 'lobby', liveChatChannelSchema, async ({ channel }) => {
      const name = socketRooms.liveChat(channel);
      if (socket.rooms.has(name)) return;
      const watched = [...socket.rooms].filter((room) => room.startsWith(socketRooms.liveChat(''))).length;
      if (watched >= MAX_CHANNELS) throw new RoomError(ROOM_MESSAGES.tooManyLiveChats);
      await socket.join(name);
    }),
  );

  socket.on(
    'live-chat:leave',
    guard(ctx, socket, 'lobby', liveChatChannelSchema, async ({ channel }) => {
      await socket.leave(socketRooms.liveChat(channel));
    }),
  );
}
