import { FAN_PORTAL_MESSAGES, type FanSendResult, type RewardTier } from '@common/fanportal';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';

async function post(url: string, body: unknown): Promise<FanSendResult> {
  return (await apiRequest('POST', url, body)).json() as Promise<FanSendResult>;
}

const failed = (error: unknown) =>
  toast({ title: 'Could not send', description: errorMessage(error), variant: 'destructive' });

/** Message, Reward, tier rewards, the VIP campaign and fan contests, each with its toast. */
export function useFanActions() {
  const message = useMutation({
    mutationFn: (input: { fanId: number; text: string }) =>
      post(`/api/fan-portal/fans/${input.fanId}/message`, { text: input.text }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.messageSent,
        description: FAN_PORTAL_MESSAGES.messageSentTo(result.name ?? 'your fan'),
      }),
    onError: failed,
  });
  const reward = useMutation({
    mutationFn: (input: { fanId: number; tier?: RewardTier; text?: string }) =>
      post(`/api/fan-portal/fans/${input.fanId}/reward`, { tier: input.tier, text: input.text || undefined }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.rewardSent,
        description: FAN_PORTAL_MESSAGES.rewardSentTo(result.name ?? 'your fan'),
      }),
    onError: failed,
  });
  const tierReward = useMutation({
    mutationFn: (tier: RewardTier) => post(`/api/fan-portal/rewards/${tier.toLowerCase()}`, {}),
    onSuccess: (result, tier) =>
      toast({
        title: FAN_PORTAL_MESSAGES.rewardSent,
        description: FAN_PORTAL_MESSAGES.rewardSentTo(
          `${result.sent} ${tier} fan${result.sent === 1 ? '' : 's'}`,
        ),
      }),
    onError: failed,
  });
  const campaign = useMutation({
    mutationFn: (text?: string) => post('/api/fan-portal/campaign', { text: text || undefined }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.campaignLaunched,
        description: FAN_PORTAL_MESSAGES.campaignSentTo(result.sent),
      }),
    onError: failed,
  });
  const contest = useMutation({
    mutationFn: (text: string) => post('/api/fan-portal/contest', { text }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.contestLaunched,
        description: FAN_PORTAL_MESSAGES.contestSentTo(result.sent),
      }),
    onError: failed,
  });
  return { message, reward, tierReward, campaign, contest };
}
