import type { LiveChatMessage } from '@common/rooms';
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
  handlers: { onMessage: (message: LiveChatMessage) => void; onReconnect: () => void },
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

  socket.on('connect', handleConnect);
  socket.on('live-chat:message', handleMessage);
  if (socket.connected) join();

  return () => {
    socket.off('connect', handleConnect);
    socket.off('live-chat:message', handleMessage);
    const left = (watchers.get(channel) ?? 1) - 1;
    if (left > 0) watchers.set(channel, left);
    else {
      watchers.delete(channel);
      if (socket.connected) socket.emit('live-chat:leave', { channel });
    }
  };
}
