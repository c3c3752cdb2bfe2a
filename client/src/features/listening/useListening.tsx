import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import { getSocket, socketUserChanged } from '@/lib/socket';
import { toast } from '@/ui/useToast';
import { type ListeningState, RoomClient, type RoomUser } from './roomClient';

const ListeningContext = createContext<RoomClient | null>(null);

/**
 * Owns the page's room client: attached to the shared socket while the Listening Parties page is open
 * (leaving the page leaves the room), reconnected when the user logs in or out.
 */
export function ListeningProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new RoomClient(getSocket(), { notify: (notice) => toast(notice) }));
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    client.attach();
    return () => client.detach();
  }, [client]);

  useEffect(() => {
    if (isLoading) return;
    if (socketUserChanged(userId)) client.reconnect();
  }, [client, userId, isLoading]);

  return <ListeningContext.Provider value={client}>{children}</ListeningContext.Provider>;
}

/** The room client of the page. */
export function useRoomClient(): RoomClient {
  const client = useContext(ListeningContext);
  if (!client) throw new Error('useRoomClient must be used inside ListeningProvider');
  return client;
}

/** The live state of the rooms connection. */
export function useListeningState(): ListeningState {
  const client = useRoomClient();
  return useSyncExternalStore(client.subscribe, client.getState, client.getState);
}

/** The signed-in user as rooms need it, or null for a visitor. */
export function useRoomUser(): RoomUser | null {
  const { user } = useAuth();
  return user ? { id: user.id, username: user.username } : null;
}
