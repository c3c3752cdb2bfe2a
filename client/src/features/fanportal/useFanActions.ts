import { FAN_PORTAL_MESSAGES, type FanSendResult, type RewardTier } from '@common/fanportal';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, request } from '@/lib/api';
import { toast } from '@/ui/useToast';

const failed = (error: unknown) =>
  toast({ title: 'Could not send', description: errorMessage(error), variant: 'destructive' });

/** Message, Reward, tier rewards, the VIP campaign and fan contests, each with its toast. */
export function useFanActions() {
  const message = useMutation({
    mutationFn: (input: { fanId: number; text: string }) =>
      request<FanSendResult>('POST', `/api/fan-portal/fans/${input.fanId}/message`, {
        body: { text: input.text },
      }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.messageSent,
        description: FAN_PORTAL_MESSAGES.messageSentTo(result.name ?? 'your fan'),
      }),
    onError: failed,
  });
  const reward = useMutation({
    mutationFn: (input: { fanId: number; tier?: RewardTier; text?: string }) =>
      request<FanSendResult>('POST', `/api/fan-portal/fans/${input.fanId}/reward`, {
        body: { tier: input.tier, text: input.text || undefined },
      }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.rewardSent,
        description: FAN_PORTAL_MESSAGES.rewardSentTo(result.name ?? 'your fan'),
      }),
    onError: failed,
  });
  const tierReward = useMutation({
    mutationFn: (tier: RewardTier) =>
      request<FanSendResult>('POST', `/api/fan-portal/rewards/${tier.toLowerCase()}`),
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
    mutationFn: (text?: string) =>
      request<FanSendResult>('POST', '/api/fan-portal/campaign', { body: { text: text || undefined } }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.campaignLaunched,
        description: FAN_PORTAL_MESSAGES.campaignSentTo(result.sent),
      }),
    onError: failed,
  });
  const contest = useMutation({
    mutationFn: (text: string) =>
      request<FanSendResult>('POST', '/api/fan-portal/contest', { body: { text } }),
    onSuccess: (result) =>
      toast({
        title: FAN_PORTAL_MESSAGES.contestLaunched,
        description: FAN_PORTAL_MESSAGES.contestSentTo(result.sent),
      }),
    onError: failed,
  });
  return { message, reward, tierReward, campaign, contest };
}
