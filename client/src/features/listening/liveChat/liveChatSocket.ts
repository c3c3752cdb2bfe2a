import type { LiveChatDeleted, LiveChatMessage } from '@common/rooms';
import { getSocket } from '@/lib/socket';

/** Panels watching each channel on this page: the channel is left when the last one goes. */
const watchers = new Map<string, number>();

/**
 * Watches a live chat channel over the page's socket: 'live-chat:join' now and after every reconnection
 * (a new connection has forgotten its channels), 'live-chat:leave' when the last watcher stops.
 * Answers the function that stops watching.
 */
export function watchLiveChat(
  channel: string,
  handlers: {
    onMessage: (message: LiveChatMessage) => void;
    /** A message was deleted (by the room's host). */
    onDeleted: (id: number) => void;
    onReconnect: () => void;
  },
): () => void {
  const socket = getSocket();
  let connectedBefore = socket.connected;
  watchers.set(channel, (watchers.get(channel) ?? 0) + 1);

  const join = () => socket.emit('live-chat:join', { channel });
  const handleConnect = () => {
    join();
    if (connectedBefore) handlers.onReconnect();
    connectedBefore = true;
  };
  const handleMessage = (message: LiveChatMessage) => {
    if (message.channel === channel) handlers.onMessage(message);
  };
  const handleDeleted = (deleted: LiveChatDeleted) => {
    if (deleted.channel === channel) handlers.onDeleted(deleted.id);
  };

  socket.on('connect', handleConnect);
  socket.on('live-chat:message', handleMessage);
  socket.on('live-chat:deleted', handleDeleted);
  if (socket.connected) join();

  return () => {
    socket.off('connect', handleConnect);
    socket.off('live-chat:message', handleMessage);
    socket.off('live-chat:deleted', handleDeleted);
    const left = (watchers.get(channel) ?? 1) - 1;
    if (left > 0) watchers.set(channel, left);
    else {
      watchers.delete(channel);
      if (socket.connected) socket.emit('live-chat:leave', { channel });
    }
  };
}
