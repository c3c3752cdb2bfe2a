import { ROOM_LIMITS, ROOM_MESSAGES } from '@common/rooms';
import type { AppConfig } from '../config';
import type { RoomsSocket } from './types';

/**
 * Open sockets per signed-in user and per visitor address on this process: a handshake beyond the cap is
 * refused, so nobody multiplies per-socket budgets by opening sockets.
 */
export class ConnectionLimits {
  private readonly open = new Map<string, Set<string>>();

  constructor(
    private readonly perUser: number = ROOM_LIMITS.socketsPerUser,
    private readonly perAddress: number = ROOM_LIMITS.visitorSocketsPerAddress,
  ) {}

  /** Counts the socket under its owner; answers the refusal message when the owner is at the cap. */
  admit(socket: RoomsSocket, owner: string): string | null {
    const sockets = this.open.get(owner) ?? new Set<string>();
    const cap = owner.startsWith('user:') ? this.perUser : this.perAddress;
    if (!sockets.has(socket.id) && sockets.size >= cap) {
      return owner.startsWith('user:')
        ? ROOM_MESSAGES.tooManyConnections
        : ROOM_MESSAGES.tooManyVisitorConnections;
    }
    sockets.add(socket.id);
    this.open.set(owner, sockets);
    const release = () => this.release(owner, socket.id);
    socket.once('disconnect', release);
    // A connection closed before the handshake finished never emits disconnect.
    socket.conn.once('close', release);
    return null;
  }

  private release(owner: string, socketId: string): void {
    const sockets = this.open.get(owner);
    if (!sockets) return;
    sockets.delete(socketId);
    if (sockets.size === 0) this.open.delete(owner);
  }
}

/** Whose budget a socket spends: its user's, or for a visitor its network address's. */
export function socketOwner(socket: RoomsSocket, config: AppConfig): string {
  if (socket.data.user) return `user:${socket.data.user.id}`;
  return `address:${clientAddress(socket, config)}`;
}

function clientAddress(socket: RoomsSocket, config: AppConfig): string {
  const forwarded = config.trustProxy ? socket.handshake.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || socket.handshake.address;
}
