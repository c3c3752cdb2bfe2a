import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshNotifications } from './notificationsApi';

/**
 * While a user is signed in: listens on the page's socket for 'notifications' (a new one arrived, or some
 * were read in another tab) and refetches the list and its unread count, with no reload. The socket module is
 * imported on first use, so socket.io-client stays out of the first-load bundle.
 */
export function useLiveNotifications(userId: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    let off: (() => void) | null = null;
    void import('@/lib/socket').then(({ getSocket, socketUserChanged }) => {
      if (stopped) return;
      const socket = getSocket();
      // A socket opened before signing in carries no identity: reconnect so the server reads the new session.
      if (socketUserChanged(userId)) socket.disconnect().connect();
      const changed = () => void refreshNotifications(client);
      socket.on('notifications', changed);
      // Whatever came before the connection was up (or while it was down) is fetched once it is.
      socket.on('connect', changed);
      off = () => {
        socket.off('notifications', changed);
        socket.off('connect', changed);
      };
    });
    return () => {
      stopped = true;
      off?.();
    };
  }, [userId, client]);
}
