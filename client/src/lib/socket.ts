import type { ClientToServerEvents, ServerToClientEvents } from '@common/rooms';
import { SOCKET_CLIENT_OPTIONS } from '@common/rooms';
import { io, type Socket } from 'socket.io-client';

/** The typed real-time connection of the listening rooms (part 1, section 7). */
export type RoomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RoomSocket | null = null;

/**
 * The one socket of the page, created on first use: same origin, default path, the session cookie sent
 * with the handshake, and the reconnection defaults of part 1, section 9. Only lazy pages import this
 * module, so socket.io-client stays out of the first-load bundle.
 */
export function getSocket(): RoomSocket {
  if (!socket) {
    socket = io({ ...SOCKET_CLIENT_OPTIONS, withCredentials: true, autoConnect: true });
  }
  return socket;
}

/**
 * Closes and forgets the socket, so the next `getSocket()` opens a new handshake (after a login or a
 * logout the identity carried by the session cookie has changed).
 */
export function resetSocket(): void {
  socket?.disconnect();
  socket?.removeAllListeners();
  socket = null;
}

let handshakeUser: number | null | undefined;

/**
 * Records which user the page is signed in as; true when it changed since the last call (log in or
 * out), so the caller reconnects and the server reads the new session at the new handshake.
 */
export function socketUserChanged(userId: number | null): boolean {
  const changed = handshakeUser !== undefined && handshakeUser !== userId;
  handshakeUser = userId;
  return changed;
}
