import { type FanPortal, type RewardTier, TOP_FANS_COUNT } from '@common/fanportal';
import { formatCents, formatCount } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { DollarSign, HeartHandshake, LogIn, Megaphone, TrendingUp, Users, Zap } from 'lucide-react';
import { useState } from 'react';
import { SignInLink, useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { toast } from '@/ui/useToast';
import { AnalyticsTab } from './AnalyticsTab';
import { EngagementTab } from './EngagementTab';
import { FanCard } from './FanCard';
import { growthText } from './growth';
import { RewardsTab } from './RewardsTab';
import { SendDialog, type SendMode } from './SendDialog';
import { useFanActions } from './useFanActions';

const PORTAL_KEY = ['/api/fan-portal'] as const;

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: typeof Users;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/[0.03] p-4">
      <p className="flex items-center gap-2 text-sm text-muted">
        <Icon className="size-4 text-primary-text" aria-hidden /> {label}
      </p>
      <p className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{value}</p>
      <p className="mt-1 text-xs text-muted">{hint}</p>
    </div>
  );
}

function SignInCallToAction() {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-white/[0.03] p-8 text-center">
      <HeartHandshake className="mx-auto size-10 text-primary-text" aria-hidden />
      <h2 className="mt-3 text-xl font-bold">Know your fans</h2>
      <p className="mt-2 text-muted">
        Log in to see who listens, likes, tips and subscribes to your music, and to thank your top fans with
        messages and rewards.
      </p>
      <Button asChild className="mt-5">
        <SignInLink>
          <LogIn aria-hidden /> Log in to your Fan Portal
        </SignInLink>
      </Button>
    </div>
  );
}

/** The Fan Portal (/fan-portal): the signed-in artist's fans from real activity, with messages and rewards. */
export default function FanPortalPage() {
  const { user, isLoading: userLoading } = useAuth();
  const portal = useQuery<FanPortal>({ queryKey: PORTAL_KEY, enabled: Boolean(user), staleTime: 0 });
  const actions = useFanActions();
  const [tab, setTab] = useState('topfans');
  const [send, setSend] = useState<SendMode | null>(null);
  const [pendingTier, setPendingTier] = useState<RewardTier | null>(null);

  const handleSend = (input: { text: string; tier?: RewardTier }) => {
    if (!send) return;
    const done = { onSuccess: () => setSend(null) };
    if (send.kind === 'message') actions.message.mutate({ fanId: send.fan.id, text: input.text }, done);
    else if (send.kind === 'reward')
      actions.reward.mutate({ fanId: send.fan.id, tier: input.tier, text: input.text }, done);
    else if (send.kind === 'contest') actions.contest.mutate(input.text, done);
    else actions.campaign.mutate(input.text, done);
  };

  const handleTierReward = (tier: RewardTier) => {
    setPendingTier(tier);
    actions.tierReward.mutate(tier, { onSettled: () => setPendingTier(null) });
  };

  const handleSharePreview = async () => {
    if (!user) return;
    const link = `${window.location.origin}/artists/${user.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Share your profile and latest tracks with your fans.' });
    } catch {
      toast({ title: 'Copy this link', description: link });
    }
  };

  const data = portal.data;
  const topCount = data?.topFans.length ?? 0;
  const sending =
    actions.message.isPending ||
    actions.reward.isPending ||
    actions.campaign.isPending ||
    actions.contest.isPending;

  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <HeartHandshake className="size-8 text-primary-text" aria-hidden />
          Fan Portal
        </h1>
        <p className="text-muted">
          Your fans, from their plays, likes, follows, tips, purchases and subscriptions.
        </p>
      </header>

      {userLoading ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8" />
        </div>
      ) : !user ? (
        <SignInCallToAction />
      ) : portal.isLoading ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8" label="Loading your fans" />
        </div>
      ) : portal.isError || !data ? (
        <LoadError what="your fans" onRetry={() => void portal.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              icon={Users}
              label="Total Fans"
              value={formatCount(data.stats.totalFans)}
              hint="Listened, liked, followed, paid or subscribed"
            />
            <StatCard
              icon={TrendingUp}
              label="Monthly Growth"
              value={growthText(data.stats)}
              hint={`${data.stats.newFansThisMonth} new this month, ${data.stats.newFansLastMonth} last month`}
            />
            <StatCard
              icon={Zap}
              label="Engagement Rate"
              value={`${data.stats.engagementRate}%`}
              hint="Did more than listen once"
            />
            <StatCard
              icon={DollarSign}
              label="Fan Revenue"
              value={formatCents(data.stats.totalRevenue)}
              hint="Your share of tips, sales and subscriptions"
            />
          </div>

          <Tabs value={tab} onValueChange={setTab} className="space-y-5">
            <div className="-mx-4 overflow-x-auto px-4">
              <TabsList className="w-max min-w-full sm:min-w-0">
                <TabsTrigger value="topfans">Top Fans</TabsTrigger>
                <TabsTrigger value="analytics">Analytics</TabsTrigger>
                <TabsTrigger value="engagement">Engagement</TabsTrigger>
                <TabsTrigger value="rewards">Rewards</TabsTrigger>
              </TabsList>
            </div>

            <TabsContent value="topfans" className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted">
                  Ranked by engagement points: plays, likes, follows, tips, purchases, months subscribed and
                  money spent.
                </p>
                <Button
                  onClick={() => setSend({ kind: 'campaign', count: topCount })}
                  disabled={topCount === 0}
                >
                  <Megaphone aria-hidden /> Launch VIP Campaign
                </Button>
              </div>
              {topCount === 0 ? (
                <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-muted">
                  No fans yet. Share your tracks: everyone who plays, likes, follows or tips you shows up
                  here.
                </p>
              ) : (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5">
                  {data.topFans.slice(0, TOP_FANS_COUNT).map((fan, index) => (
                    <FanCard
                      key={fan.id}
                      fan={fan}
                      rank={index + 1}
                      onMessage={() => setSend({ kind: 'message', fan })}
                      onReward={() => setSend({ kind: 'reward', fan })}
                    />
                  ))}
                </div>
              )}
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab portal={data} />
            </TabsContent>
            <TabsContent value="engagement">
              <EngagementTab
                portal={data}
                onBroadcast={() => setSend({ kind: 'campaign', count: topCount })}
                onShare={() => void handleSharePreview()}
                onRewards={() => setTab('rewards')}
                onContest={() => setSend({ kind: 'contest', count: data.stats.totalFans })}
              />
            </TabsContent>
            <TabsContent value="rewards">
              <RewardsTab portal={data} pendingTier={pendingTier} onSend={handleTierReward} />
            </TabsContent>
          </Tabs>
        </>
      )}
      <SendDialog mode={send} pending={sending} onClose={() => setSend(null)} onSend={handleSend} />
    </div>
  );
}
