import { bufferingSchema, resyncSchema, ROOM_MESSAGES, socketRooms, timeSyncSchema } from '@common/rooms';
import type { RoomsSocket } from '../../types';
import { holdForBuffering, resumeIfReady } from '../buffering';
import type { RoomsContext } from '../context';
import { RoomError } from '../errors';
import { findOwnPlace, findPlace } from '../participants';
import { sendRoomState } from '../snapshot';
import { guard } from './guard';

/** time-sync (clock samples), buffering (wait for a participant) and resync (the state again). */
export function registerSyncHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  // Answered at once, outside the socket's queue: the sample must not wait behind a room change.
  socket.on('time-sync', (payload: unknown, ack: unknown) => {
    const serverReceivedAt = Date.now();
    void (async () => {
      if (!(await ctx.limiter.allow(socket.id, socket.data.owner, 'sync'))) {
        socket.emit('error', { message: ROOM_MESSAGES.rateLimited });
        return;
      }
      const parsed = timeSyncSchema.safeParse(payload);
      if (!parsed.success || typeof ack !== 'function') {
        socket.emit('error', { message: ROOM_MESSAGES.invalidPayload });
        return;
      }
      ack({ clientSentAt: parsed.data.clientSentAt, serverReceivedAt, serverSentAt: Date.now() });
    })().catch((error: unknown) => ctx.log.error({ err: error, socketId: socket.id }, 'time-sync failed'));
  });

  socket.on(
    'buffering',
    guard(ctx, socket, 'sync', bufferingSchema, async (input) => {
      await findPlace(ctx, socket, input.roomId, ROOM_MESSAGES.notInRoom);
      const room = await ctx.store.setBuffering(input.roomId, socket.id, input.isBuffering);
      if (!room) throw new RoomError(ROOM_MESSAGES.notInRoom);
      ctx.io
        .to(socketRooms.room(room.roomId))
        .emit('participant-buffering', { socketId: socket.id, isBuffering: input.isBuffering });
      if (input.isBuffering) await holdForBuffering(ctx, room, socket.id);
      else await resumeIfReady(ctx, room.roomId);
    }),
  );

  socket.on(
    'resync',
    guard(ctx, socket, 'sync', resyncSchema, async (input) => {
      const { room } = await findOwnPlace(ctx, socket, input.roomId, ROOM_MESSAGES.notInRoom);
      sendRoomState(socket, room);
    }),
  );
}
