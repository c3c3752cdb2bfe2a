import type {
  CampaignInput,
  CampaignPreview,
  CampaignQueued,
  CampaignSummary,
  SendCampaignInput,
  SubscriberList,
  UnsubscribeInfo,
} from '@common/marketing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';

/** GET: the caller's own audience (an administrator's is the platform list). */
export const SUBSCRIBERS_URL = '/api/marketing/emails';
/** GET: the caller's campaigns, newest first. */
export const CAMPAIGNS_URL = '/api/marketing/campaigns';

/** The address of an unsubscribe token (GET tells what it does, POST does it). */
export const unsubscribeUrl = (token: string) => `/api/marketing/unsubscribe/${encodeURIComponent(token)}`;
/** The signed-in user's choice to get one artist's email. */
export const emailConsentUrl = (artistId: number) => `/api/users/${artistId}/email-consent`;

/** While a campaign is still going out, its counts are read again this often. */
const SENDING_REFRESH_MS = 3000;
/** While one waits for its time, the history is read this often (to see it start). */
const SCHEDULED_REFRESH_MS = 30_000;

/** The subscriber list (no retry, as part 2 says; a failure shows the load error). */
export function useSubscribers() {
  return useQuery<SubscriberList>({ queryKey: [SUBSCRIBERS_URL], staleTime: 0 });
}

/** The campaign history, refreshed while one of them is still sending. */
export function useCampaigns() {
  return useQuery<{ campaigns: CampaignSummary[] }>({
    queryKey: [CAMPAIGNS_URL],
    staleTime: 0,
    refetchInterval: (query) => {
      const campaigns = query.state.data?.campaigns ?? [];
      if (campaigns.some((campaign) => campaign.status === 'sending')) return SENDING_REFRESH_MS;
      if (campaigns.some((campaign) => campaign.status === 'scheduled')) return SCHEDULED_REFRESH_MS;
      return false;
    },
  });
}

/** POST /api/marketing/campaigns/:id/cancel: calls off a scheduled campaign, then reloads the history. */
export function useCancelCampaign() {
  return useMutation({
    mutationFn: (campaignId: number) =>
      request<{ message: string }>('POST', `/api/marketing/campaigns/${campaignId}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_URL] }),
  });
}

/** POST /api/marketing/send-campaign: queues the campaign (202) and reloads the history. */
export function useSendCampaign() {
  return useMutation({
    mutationFn: (input: SendCampaignInput) =>
      request<CampaignQueued>('POST', '/api/marketing/send-campaign', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_URL] }),
  });
}

/** POST /api/marketing/preview: the email as a recipient will see it. */
export function usePreviewCampaign() {
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      request<CampaignPreview>('POST', '/api/marketing/preview', { body: input }),
  });
}

/** POST /api/marketing/test-send: one copy to the caller's own verified address. */
export function useTestSend() {
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      request<{ message: string }>('POST', '/api/marketing/test-send', { body: input }),
  });
}

/** What an unsubscribe link would do: the address and the list it leaves. */
export function useUnsubscribeInfo(token: string) {
  return useQuery<UnsubscribeInfo>({
    queryKey: [unsubscribeUrl(token)],
    enabled: token !== '',
    staleTime: 0,
  });
}

/** POST to the unsubscribe link (no sign-in needed; repeating it is harmless). */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => request<UnsubscribeInfo>('POST', unsubscribeUrl(token)),
    onSuccess: (info) => queryClient.setQueryData([unsubscribeUrl(token)], info),
  });
}
