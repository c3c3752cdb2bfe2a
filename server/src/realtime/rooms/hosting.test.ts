import { ROOM_MESSAGES, roomLiveChatChannel, type LiveChatMessage } from '@common/rooms';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import type { RealtimeHub } from '../hub';
import {
  connectSocket,
  type RealtimeTestApp,
  sessionCookie,
  sleep,
  startRealtimeApp,
  type TestSocket,
} from '../testing';

type User = Awaited<ReturnType<typeof createUser>>;

let roomSequence = 0;
const newRoomId = () => `room-${Date.now()}-h${++roomSequence}`;

describeEachDatabase("a room's host removes listeners and deletes messages", (t) => {
  let server: RealtimeTestApp;
  let hub: RealtimeHub;
  let host: User;
  let guest: User;
  let third: User;
  const cookies = new Map<number, string>();
  const open: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeApp(t.handle, { recoveryWindowMs: 1500 });
    hub = server.app.ctx.realtime!;
    [host, guest, third] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    for (const user of [host, guest, third]) cookies.set(user.id, await sessionCookie(server.app, user));
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    await expect
      .poll(async () => (await hub.roomsHostedBy([host.id, guest.id, third.id])).size, { timeout: 30_000 })
      .toBe(0);
  });
  afterAll(() => server.app.close());

  async function connect(user: User): Promise<TestSocket> {
    const socket = await connectSocket(server.url, { cookie: cookies.get(user.id)! });
    open.push(socket);
    return socket;
  }

  async function hostRoom() {
    const socket = await connect(host);
    const roomId = newRoomId();
    socket.emit('create-room', { roomId });
    await socket.next('room-state');
    return { socket, roomId };
  }

  async function join(user: User, roomId: string) {
    const socket = await connect(user);
    socket.emit('join-room', { roomId });
    const state = await socket.next('room-state');
    return { socket, state };
  }

  const participantsOf = async (roomId: string) =>
    (await hub.listRooms()).find((room) => room.id === roomId)?.participantCount;

  describe('removing a listener', () => {
    it('takes every tab of theirs out, tells them and the room, and refuses them back', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const first = await join(guest, roomId);
      const second = await join(guest, roomId);
      const other = await join(third, roomId);
      expect(await participantsOf(roomId)).toBe(4);

      hostSocket.emit('remove-participant', { roomId, userId: guest.id });
      for (const tab of [first.socket, second.socket]) {
        expect(await tab.next('removed-from-room')).toEqual({
          roomId,
          message: 'The host removed you from this room.',
        });
      }
      const left = [await other.socket.next('user-left'), await other.socket.next('user-left')];
      expect(left.map((l) => l.socketId).sort()).toEqual([first.socket.id, second.socket.id].sort());
      expect(await participantsOf(roomId)).toBe(2);

      // They hear nothing more of the room...
      hostSocket.emit('send-message', { roomId, message: 'carry on' });
      await other.socket.next('new-message');
      await sleep(50);
      expect(first.socket.pending('new-message')).toEqual([]);
      // ...cannot come back, and cannot post in the room's live chat.
      first.socket.emit('join-room', { roomId });
      expect(await first.socket.nextError()).toBe(ROOM_MESSAGES.removedFromRoom);
      const fresh = await connect(guest);
      fresh.emit('join-room', { roomId });
      expect(await fresh.nextError()).toBe(ROOM_MESSAGES.removedFromRoom);
      const client = await signedInClient(server.app, guest);
      const posted = await client.post(`/api/live-chat/${roomLiveChatChannel(roomId)}`, {
        message: 'let me back',
        type: 'music',
      });
      expect(posted.statusCode).toBe(403);
      expect(posted.json()).toEqual({ message: ROOM_MESSAGES.removedFromRoom });
      // Leaving (what their client does when told) puts the tab back in the lobby without an error.
      first.socket.emit('leave-room', { roomId });
      first.socket.emit('get-rooms');
      expect((await first.socket.next('rooms-list')).some((room) => room.id === roomId)).toBe(true);
      expect(first.socket.pending('error')).toEqual([]);
      // Kept in the database, so every process (and the room opened again for a party) refuses them.
      const stored = await t.db.selectFrom('roomRemovals').selectAll().where('roomId', '=', roomId).execute();
      expect(stored).toMatchObject([{ userId: guest.id, removedBy: host.id }]);
    });

    it('is the host alone, never the host themself, and only someone in the room', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      socket.emit('remove-participant', { roomId, userId: host.id });
      expect(await socket.nextError()).toBe(ROOM_MESSAGES.hostOnlyModeration);
      hostSocket.emit('remove-participant', { roomId, userId: host.id });
      expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.cannotRemoveSelf);
      hostSocket.emit('remove-participant', { roomId, userId: third.id });
      expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.listenerNotFound);
      hostSocket.emit('remove-participant', { roomId, userId: -4 });
      expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.invalidPayload);
      expect(await participantsOf(roomId)).toBe(2);
      // Nobody was recorded as removed: the third user still joins.
      await join(third, roomId);
    });
  });

  describe('deleting messages', () => {
    it('deletes a room chat message for everyone; only the host may', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      socket.emit('send-message', { roomId, message: 'buy followers at spam.example' });
      const message = await hostSocket.next('new-message');
      await socket.next('new-message');

      socket.emit('delete-message', { roomId, chat: 'room', messageId: message.id });
      expect(await socket.nextError()).toBe(ROOM_MESSAGES.hostOnlyModeration);
      hostSocket.emit('delete-message', { roomId, chat: 'room', messageId: message.id });
      expect(await socket.next('message-deleted')).toEqual({ messageId: message.id });
      expect(await hostSocket.next('message-deleted')).toEqual({ messageId: message.id });
    });

    it("deletes a message of the room's stored live chat: gone from its history and from every watcher", async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      const channel = roomLiveChatChannel(roomId);
      const watcher = await connect(third);
      watcher.emit('live-chat:join', { channel });
      // A socket's events run in order: once a later one is refused, its join has been handled.
      watcher.emit('resync', { roomId: 'room-settled' });
      expect(await watcher.nextError()).toBe(ROOM_MESSAGES.roomNotFound);
      const client = await signedInClient(server.app, guest);
      const posted = await client.post(`/api/live-chat/${channel}`, { message: 'spam', type: 'music' });
      const { id } = posted.json() as LiveChatMessage;
      expect(await watcher.next('live-chat:message')).toMatchObject({ id, message: 'spam' });

      socket.emit('delete-message', { roomId, chat: 'live', messageId: String(id) });
      expect(await socket.nextError()).toBe(ROOM_MESSAGES.hostOnlyModeration);
      hostSocket.emit('delete-message', { roomId, chat: 'live', messageId: String(id) });
      expect(await watcher.next('live-chat:deleted')).toEqual({ channel, id });
      const history = await client.get(`/api/live-chat/${channel}`);
      expect((history.json() as { messages: LiveChatMessage[] }).messages).toEqual([]);
      // Once only, and never a message of another channel.
      hostSocket.emit('delete-message', { roomId, chat: 'live', messageId: String(id) });
      expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.messageNotFound);
      const elsewhere = await client.post('/api/live-chat/listening', { message: 'hello', type: 'music' });
      hostSocket.emit('delete-message', {
        roomId,
        chat: 'live',
        messageId: String((elsewhere.json() as LiveChatMessage).id),
      });
      expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.messageNotFound);
    });
  });
});
