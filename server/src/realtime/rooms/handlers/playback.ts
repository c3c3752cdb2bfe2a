import {
  changeTrackSchema,
  playbackControlSchema,
  ROOM_MESSAGES,
  ROOM_SYNC,
  socketRooms,
} from '@common/rooms';
import type { RoomsSocket } from '../../types';
import { pausedClock, startingClock } from '../clock';
import type { RoomsContext } from '../context';
import { RoomError } from '../errors';
import { findRoomHead } from '../participants';
import { resolveTrack } from '../tracks';
import { guard } from './guard';

/**
 * playback-control and change-track: the host's alone. A control reads the room without its participants and
 * writes the clock without reading the room back, so its cost does not grow with the room; the clock is
 * stored before the update goes out, so a member that asks for the room's state on hearing it reads the new
 * clock (decision 0066).
 */
export function registerPlaybackHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  socket.on(
    'playback-control',
    guard(ctx, socket, 'control', playbackControlSchema, async (input) => {
      const room = await findRoomHead(ctx, input.roomId);
      if (room.hostSocketId !== socket.id) throw new RoomError(ROOM_MESSAGES.hostOnlyPlayback);
      const now = Date.now();
      const duration = room.track?.duration;
      const position = duration && duration > 0 ? Math.min(input.currentTime, duration) : input.currentTime;
      const play = input.action === 'play' || (input.action === 'seek' && room.playback.isPlaying);
      const clock = play ? startingClock(position, now) : pausedClock(position, now);
      if (!(await ctx.store.setPlayback(room.roomId, clock))) throw new RoomError(ROOM_MESSAGES.roomNotFound);
      ctx.io.to(socketRooms.room(room.roomId)).emit('playback-update', {
        isPlaying: clock.isPlaying,
        currentTime: position,
        action: input.action,
        serverTime: clock.anchorTime,
      });
      if (clock.isPlaying !== room.playback.isPlaying) ctx.roomsList.schedule();
    }),
  );

  socket.on(
    'change-track',
    guard(ctx, socket, 'control', changeTrackSchema, async (input) => {
      const room = await findRoomHead(ctx, input.roomId);
      if (room.hostSocketId !== socket.id) throw new RoomError(ROOM_MESSAGES.hostOnlyTrack);
      const track = await resolveTrack(ctx.db, input.trackInfo);
      const now = Date.now();
      // A room held for a buffering participant still means to play.
      const playing = room.playback.isPlaying || room.playback.holdUntil !== undefined;
      const clock = playing ? startingClock(0, now, ROOM_SYNC.trackChangeLeadMs) : pausedClock(0, now);
      if (!(await ctx.store.setTrack(room.roomId, track, clock))) {
        throw new RoomError(ROOM_MESSAGES.roomNotFound);
      }
      ctx.io.to(socketRooms.room(room.roomId)).emit('track-changed', {
        track,
        isPlaying: clock.isPlaying,
        currentTime: 0,
        serverTime: clock.anchorTime,
      });
      ctx.roomsList.schedule();
    }),
  );
}
