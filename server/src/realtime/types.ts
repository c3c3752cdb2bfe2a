import type { ClientToServerEvents, ServerToClientEvents } from '@common/rooms';
import type { Server, Socket } from 'socket.io';

/** Who a socket belongs to, read from the session cookie at the handshake (null for a visitor). */
export interface SocketUser {
  id: number;
  username: string;
}

/** Kept with the socket, and restored with it when its connection is recovered. */
export interface SocketData {
  user: SocketUser | null;
  /** The listening room this socket is a participant of (one at a time). */
  roomId: string | null;
  /** Whose connection and event budgets the socket spends: 'user:<id>', or a visitor's 'address:<ip>'. */
  owner: string;
}

export type RoomsServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RoomsSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
