import type { Collaboration, CollaborationMessage } from '@common/collab';
import { useQuery } from '@tanstack/react-query';
import { getJson, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';

/** The signed-in user's collaborations (the same key the Collab Finder reads, so both stay in step). */
export const COLLABORATIONS_KEY = ['/api/collaborations'] as const;

/** One collaboration, as its members read it. */
export const collaborationKey = (id: number) => [`/api/collaborations/${id}`] as const;

/** The message thread of a collaboration. */
export const threadKey = (id: number) => [`/api/collaborations/${id}/messages`] as const;

/** The signed-in user's collaborations, newest first. */
export function useCollaborations(enabled: boolean) {
  return useQuery<{ collaborations: Collaboration[] }>({
    queryKey: COLLABORATIONS_KEY,
    enabled,
    staleTime: 0,
  });
}

/** One collaboration; read again when the member comes back to the tab (the other member may have changed it). */
export function useCollaboration(id: number) {
  return useQuery<Collaboration>({
    queryKey: collaborationKey(id),
    queryFn: async () => (await getJson<Collaboration>(collaborationKey(id)[0]))!,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The thread of a collaboration, oldest first; read again when the member comes back to the tab. */
export function useThread(id: number, enabled: boolean) {
  return useQuery<{ messages: CollaborationMessage[] }>({
    queryKey: threadKey(id),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Puts a collaboration the server answered in the caches: its page and the list. */
export function storeCollaboration(collaboration: Collaboration): Collaboration {
  queryClient.setQueryData(collaborationKey(collaboration.id), collaboration);
  queryClient.setQueryData<{ collaborations: Collaboration[] }>(COLLABORATIONS_KEY, (list) =>
    list
      ? {
          collaborations: list.collaborations.map((item) =>
            item.id === collaboration.id ? collaboration : item,
          ),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
  return collaboration;
}

/** Reads a collaboration fresh from the server (after its fee was paid) and caches it. */
export async function fetchCollaboration(id: number): Promise<Collaboration> {
  const collaboration = (await getJson<Collaboration>(collaborationKey(id)[0]))!;
  return storeCollaboration(collaboration);
}

/** The partner accepts or declines a proposal from the matchmaker. */
export async function answerProposal(id: number, choice: 'accept' | 'decline'): Promise<Collaboration> {
  return storeCollaboration(await request<Collaboration>('POST', `/api/collaborations/${id}/${choice}`));
}

/** Either member adds a milestone. */
export async function addMilestone(id: number, title: string): Promise<Collaboration> {
  return storeCollaboration(
    await request<Collaboration>('POST', `/api/collaborations/${id}/milestones`, { body: { title } }),
  );
}

/** Either member ticks or unticks a milestone. */
export async function tickMilestone(id: number, milestoneId: number, done: boolean): Promise<Collaboration> {
  return storeCollaboration(
    await request<Collaboration>('PATCH', `/api/collaborations/${id}/milestones/${milestoneId}`, {
      body: { done },
    }),
  );
}

/** A member writes in the thread; the message is added to the cached thread. */
export async function postMessage(id: number, body: string): Promise<CollaborationMessage> {
  const message = await request<CollaborationMessage>('POST', threadKey(id)[0], { body: { body } });
  queryClient.setQueryData<{ messages: CollaborationMessage[] }>(threadKey(id), (thread) => ({
    messages: [...(thread?.messages ?? []).filter((m) => m.id !== message.id), message],
  }));
  return message;
}

/** Completes or cancels an active collaboration. */
export async function endCollaboration(id: number, outcome: 'complete' | 'cancel'): Promise<Collaboration> {
  return storeCollaboration(await request<Collaboration>('POST', `/api/collaborations/${id}/${outcome}`));
}

/** Rates the other member (1-5), once, after completion. */
export async function rateCollaboration(id: number, rating: number): Promise<Collaboration> {
  return storeCollaboration(
    await request<Collaboration>('POST', `/api/collaborations/${id}/rating`, { body: { rating } }),
  );
}
