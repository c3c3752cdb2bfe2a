import type {
  CreatePartyInput,
  DueReminders,
  Party,
  PartyList,
  PartyTab,
  ReminderState,
} from '@common/listening';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, getJson, request } from '@/lib/api';

/** The query key (and URL) of a parties tab. */
export const partiesUrl = (tab: PartyTab) => `/api/parties?tab=${tab}`;
export const PARTY_TAB_KEYS = [[partiesUrl('featured')], [partiesUrl('upcoming')]] as const;

/** Schedules a party; answers it as its card shows it. */
export async function scheduleParty(input: CreatePartyInput): Promise<Party> {
  return request<Party>('POST', '/api/parties', { body: input });
}

/** Sets or removes the signed-in user's reminder. */
export async function setPartyReminder(partyId: number, wanted: boolean): Promise<ReminderState> {
  return request<ReminderState>(wanted ? 'POST' : 'DELETE', `/api/parties/${partyId}/reminder`);
}

/** The host cancels their party. */
export async function cancelParty(partyId: number): Promise<void> {
  await request('DELETE', `/api/parties/${partyId}`);
}

/** One party (the host's "Start party" link reads it to open the room). */
export async function fetchParty(partyId: number): Promise<Party> {
  return (await getJson<Party>(`/api/parties/${partyId}`)) as Party;
}

/**
 * Marks the host's party live in the room they just opened (sends its reminders). The room may not be
 * registered yet when this is called right after create-room: a 409 is retried for about two seconds.
 */
export async function startScheduledParty(partyId: number, roomId: string): Promise<Party> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request<Party>('POST', `/api/parties/${partyId}/start`, { body: { roomId } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || attempt >= 7) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Reminders of parties that started since the user last saw them (each is answered once). */
export async function fetchDueReminders(): Promise<DueReminders> {
  return (await getJson<DueReminders>('/api/me/reminders/due', 'returnNull')) ?? { reminders: [] };
}

/** Applies a change to one party in both tabs' cached lists. */
export function updateCachedParty(
  queryClient: QueryClient,
  partyId: number,
  change: (party: Party) => Party,
): void {
  for (const key of PARTY_TAB_KEYS) {
    queryClient.setQueryData<PartyList>(key, (list) =>
      list ? { parties: list.parties.map((p) => (p.id === partyId ? change(p) : p)) } : list,
    );
  }
}

/** Reloads both tabs (after scheduling or cancelling). */
export function refreshPartyTabs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/parties'),
  });
}
