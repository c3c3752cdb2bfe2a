import type { RoomsSocket } from '../types';
import { presentRoomState } from './presenter';
import type { RoomRecord } from './store';

/**
 * Sends the room's full state to one socket of this process, past the adapter (decision 0078).
 *
 * With connection-state recovery on, a plain `socket.emit` is a broadcast to the socket's own room: across
 * processes the Redis Streams adapter appends it to the shared stream, which every other process reads and
 * parses, and the socket's process waits for that append before sending. A state grows with the room (a
 * 10,000-member room's is about 1.5 MB), so joins filled Redis with copies and kept the other processes parsing
 * them. A state needs no replay: a recovered socket is sent a fresh one (handlers/connection.ts), and one that
 * missed it asks again (resync).
 */
export function sendRoomState(socket: RoomsSocket, room: RoomRecord): void {
  socket.nsp.local.to(socket.id).emit('room-state', presentRoomState(room, Date.now()));
}
