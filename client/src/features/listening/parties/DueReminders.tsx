import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth';
import { fetchDueReminders } from './partyApi';
import { showPartyStartingToast } from './partyToast';

/**
 * For the app shell: once a signed-in user's page has loaded, shows the reminders of parties that started
 * while they were away (each only once). Renders nothing; no socket and no schema code.
 */
export function DueReminders() {
  const { user } = useAuth();
  const checkedFor = useRef<number | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || checkedFor.current === userId) return;
    checkedFor.current = userId;
    fetchDueReminders()
      .then(({ reminders }) => showPartyStartingToast(reminders))
      .catch(() => undefined);
  }, [userId]);

  return null;
}
