import type {
  AppealsPage,
  ModerationActionInput,
  ModerationDecision,
  ModerationLogPage,
  ModerationQueue,
  ReportCreated,
  ReportInput,
} from '@common/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, request } from '@/lib/api';

/** GET /api/admin/reports: the moderation queue. */
export const QUEUE_URL = '/api/admin/reports';
export const LOG_URL = '/api/admin/moderation/log';
export const APPEALS_URL = '/api/admin/moderation/appeals';
export const DECISIONS_URL = '/api/moderation/decisions';

/** POST /api/reports. */
export function useReport() {
  return useMutation({
    mutationFn: async (input: ReportInput) =>
      await request<ReportCreated>('POST', '/api/reports', { body: input }),
  });
}

/** The open reports, grouped by target (administrators). */
export function useModerationQueue() {
  return useQuery({
    queryKey: [QUEUE_URL],
    queryFn: async () => (await getJson<ModerationQueue>(QUEUE_URL))!,
    staleTime: 0,
  });
}

/** The audit log's first page (administrators). */
export function useModerationLog() {
  return useQuery({
    queryKey: [LOG_URL],
    queryFn: async () => (await getJson<ModerationLogPage>(LOG_URL))!,
    staleTime: 0,
  });
}

/** The appeals, open ones first (administrators). */
export function useAppeals() {
  return useQuery({
    queryKey: [APPEALS_URL],
    queryFn: async () => (await getJson<AppealsPage>(APPEALS_URL))!,
    staleTime: 0,
  });
}

/** A decision changes the queue, the log and the appeals. */
function useRefreshModeration() {
  const queryClient = useQueryClient();
  return () => {
    for (const url of [QUEUE_URL, LOG_URL, APPEALS_URL])
      void queryClient.invalidateQueries({ queryKey: [url] });
  };
}

/** POST /api/admin/moderation/actions. */
export function useModerationAction() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: async (input: ModerationActionInput) =>
      await request<{ id: number }>('POST', '/api/admin/moderation/actions', { body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/moderation/appeals/:id. */
export function useDecideAppeal() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      note,
    }: {
      id: number;
      decision: 'reverse' | 'uphold';
      note: string;
    }) => await request('POST', `${APPEALS_URL}/${id}`, { body: { decision, note: note || undefined } }),
    onSuccess: refresh,
  });
}

/** The signed-in user's moderation decisions. */
export function useMyDecisions() {
  return useQuery({
    queryKey: [DECISIONS_URL],
    queryFn: async () => (await getJson<ModerationDecision[]>(DECISIONS_URL))!,
  });
}

/** POST /api/moderation/decisions/:id/appeal. */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: string }) =>
      await request<{ id: number }>('POST', `${DECISIONS_URL}/${id}/appeal`, { body: { body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [DECISIONS_URL] }),
  });
}
