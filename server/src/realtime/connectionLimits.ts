import { ROOM_LIMITS, ROOM_MESSAGES } from '@common/rooms';
import type { AppConfig } from '../config';
import type { RoomsSocket } from './types';

/** Open sockets per owner counted across processes (Redis); answers true to admit. */
export interface SocketCounts {
  /** Counts the socket when fewer than `cap` of the owner's are open anywhere; `othersHere` are this process's. */
  admit(owner: string, socketId: string, cap: number, othersHere: string[]): Promise<boolean>;
  release(owner: string, socketId: string): Promise<void>;
}

/**
 * Open sockets per signed-in user and per visitor address: a handshake beyond the cap is refused, so
 * nobody multiplies per-socket budgets by opening sockets. Counted in this process and, with `shared`
 * (several processes), across all of them.
 */
export class ConnectionLimits {
  private readonly open = new Map<string, Set<string>>();

  constructor(
    private readonly shared: SocketCounts | null = null,
    private readonly perUser: number = ROOM_LIMITS.socketsPerUser,
    private readonly perAddress: number = ROOM_LIMITS.visitorSocketsPerAddress,
  ) {}

  /** Counts the socket under its owner; answers the refusal message when the owner is at the cap. */
  async admit(socket: RoomsSocket, owner: string): Promise<string | null> {
    const isUser = owner.startsWith('user:');
    const refusal = isUser ? ROOM_MESSAGES.tooManyConnections : ROOM_MESSAGES.tooManyVisitorConnections;
    const cap = isUser ? this.perUser : this.perAddress;
    const sockets = this.open.get(owner) ?? new Set<string>();
    if (!sockets.has(socket.id) && sockets.size >= cap) return refusal;
    const othersHere = [...sockets].filter((id) => id !== socket.id);
    sockets.add(socket.id);
    this.open.set(owner, sockets);

    // Listened for before asking Redis: the connection may close while the answer is on its way.
    let admittedShared: Promise<boolean> | null = null;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.releaseHere(owner, socket.id);
      const shared = this.shared;
      if (shared && admittedShared) {
        void admittedShared.then((counted) => (counted ? shared.release(owner, socket.id) : undefined));
      }
    };
    socket.once('disconnect', release);
    // A connection closed before the handshake finished never emits disconnect.
    socket.conn.once('close', release);
    if (!this.shared) return null;

    admittedShared = this.shared.admit(owner, socket.id, cap, othersHere);
    if (await admittedShared) return null;
    release();
    return refusal;
  }

  private releaseHere(owner: string, socketId: string): void {
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
