import type { Participant, RoomState, UserJoined } from '@common/rooms';
import { leaveRoom } from '../actions';
import type { RoomContext } from '../context';
import type { RoomEventHandlers, ServerPayload } from '../transport';

/** The room's full state, and who is in it: joins, leaves, the host, dropped and buffering participants. */
export function membershipEvents(ctx: RoomContext): RoomEventHandlers {
  const { socket, store } = ctx;
  /** Changes the participants of the room this client is in (nothing when it is in none). */
  const updateParticipants = (change: (participants: Participant[]) => Participant[]) => {
    const room = store.getState().room;
    if (!room) return;
    store.set({ room: { ...room, participants: change(room.participants) } });
  };

  /**
   * Adds participants at the end, in order, each once; one already listed (sent the room meanwhile) moves to its
   * place. A joiner who took the host role (told apart, maybe first) brings the host's name and user with it.
   */
  const addParticipants = (added: Participant[]) => {
    const byId = new Map(added.map((p) => [p.socketId, p]));
    const room = store.getState().room;
    if (!room) return;
    const host = byId.get(room.host);
    store.set({
      room: {
        ...room,
        participants: [...room.participants.filter((p) => !byId.has(p.socketId)), ...byId.values()],
        ...(host ? { hostName: host.username, hostUserId: host.userId } : {}),
      },
    });
  };

  /** Joiners told alone or together: into the list, and one toast naming the others. */
  const joined = (list: UserJoined[]) => {
    if (!store.getState().room) return;
    addParticipants(list.map((j) => j.participant));
    const others = list.filter((j) => j.socketId !== store.getState().socketId).map((j) => j.username);
    if (others.length > 0) ctx.notify(joinedNotice(others));
  };

  return {
    'room-state': (next: RoomState) => {
      const state = store.getState();
      const current = state.room?.roomId ?? null;
      if (next.roomId !== current && next.roomId !== state.joiningRoomId) return;
      const socketId = socket.id ?? state.socketId;
      const present = next.participants.some((p) => p.socketId === socketId);
      const fresh = next.roomId !== current;
      store.set({
        room: next,
        joiningRoomId: present ? null : state.joiningRoomId,
        messages: fresh ? [] : state.messages,
        reactions: fresh ? [] : state.reactions,
        socketId,
      });
      if (!present && store.getState().connected && ctx.rejoin.roomId !== next.roomId) {
        // The room no longer knows this connection (e.g. a recovery on another process): join again.
        ctx.rejoin.roomId = next.roomId;
        socket.emit('join-room', { roomId: next.roomId });
      } else if (present) {
        ctx.rejoin.roomId = null;
      }
    },
    'user-joined': (payload: ServerPayload<'user-joined'>) => joined([payload]),
    // Joins that came close together (a room filling up), told in one message.
    'users-joined': (payload: ServerPayload<'users-joined'>) => joined(payload.joined),
    'user-left': (payload: ServerPayload<'user-left'>) => {
      if (!store.getState().room) return;
      updateParticipants((all) => all.filter((p) => p.socketId !== payload.socketId));
      ctx.notify({ title: 'User Left', description: `${payload.username} has left the room.` });
    },
    'host-changed': (payload: ServerPayload<'host-changed'>) => {
      const room = store.getState().room;
      if (!room) return;
      const participant = room.participants.find((p) => p.socketId === payload.newHost);
      store.set({
        room: {
          ...room,
          host: payload.newHost,
          hostName: payload.username,
          hostUserId: participant?.userId ?? room.hostUserId,
        },
      });
      ctx.notify({ title: 'Host Changed', description: `${payload.username} is now the host.` });
    },
    // The host removed this user: out of the room (the server is told, so this connection is back in the lobby).
    'removed-from-room': (payload: ServerPayload<'removed-from-room'>) => {
      const state = store.getState();
      if (state.room?.roomId !== payload.roomId && state.joiningRoomId !== payload.roomId) return;
      leaveRoom(ctx);
      ctx.notify({ title: 'Removed from room', description: payload.message, variant: 'destructive' });
    },
    'participant-buffering': (payload: ServerPayload<'participant-buffering'>) =>
      updateParticipants((all) =>
        all.map((p) => (p.socketId === payload.socketId ? { ...p, isBuffering: payload.isBuffering } : p)),
      ),
    // A participant dropped or came back; one this client had not heard of (its join was told by a process that
    // stopped before telling it) is added.
    'participant-updated': (participant: Participant) =>
      updateParticipants((all) =>
        all.some((p) => p.socketId === participant.socketId)
          ? all.map((p) => (p.socketId === participant.socketId ? participant : p))
          : [...all, participant],
      ),
  };
}

/** The toast for listeners who joined together: one named, two named, or two named and how many more. */
export function joinedNotice(usernames: string[]): { title: string; description: string } {
  if (usernames.length === 1)
    return { title: 'User Joined', description: `${usernames[0]} has joined the room.` };
  const [first, second] = usernames;
  const more = usernames.length - 2;
  const names =
    more === 0
      ? `${first} and ${second}`
      : `${first}, ${second} and ${more} ${more === 1 ? 'other' : 'others'}`;
  return { title: 'Users Joined', description: `${names} have joined the room.` };
}
