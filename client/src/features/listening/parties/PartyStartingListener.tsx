import { useEffect } from 'react';
import { getSocket } from '@/lib/socket';
import { fetchDueReminders } from './partyApi';
import { showPartyStartingToast } from './partyToast';

/**
 * On the listening page: when the server says a party the user asked to be reminded of starts, shows its
 * toast. The reminders are taken through the due list, so a reminder shown here is not shown again
 * after a reload or in another tab. Renders nothing.
 */
export function PartyStartingListener() {
  useEffect(() => {
    const socket = getSocket();
    const handlePartyStarting = () => {
      fetchDueReminders()
        .then(({ reminders }) => showPartyStartingToast(reminders))
        .catch(() => undefined);
    };
    socket.on('party-starting', handlePartyStarting);
    return () => {
      socket.off('party-starting', handlePartyStarting);
    };
  }, []);
  return null;
}
