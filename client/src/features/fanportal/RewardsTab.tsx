import { type FanPortal, REWARD_PERKS, REWARD_TIERS, type RewardTier } from '@common/fanportal';
import { Gem, Medal, Send, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { fanLevelClass } from './fanLevelStyle';

const TIER_ICONS: Record<RewardTier, typeof Gem> = { Diamond: Gem, Platinum: Sparkles, Gold: Medal };

/** The Diamond, Platinum and Gold reward lists: perks, the fans at that level, and a send button that sends. */
export function RewardsTab({
  portal,
  pendingTier,
  onSend,
}: {
  portal: FanPortal;
  pendingTier: RewardTier | null;
  onSend: (tier: RewardTier) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      {REWARD_TIERS.map((tier) => {
        const fans = portal.rewardLists[tier];
        const count = portal.levelCounts[tier];
        const Icon = TIER_ICONS[tier];
        return (
          <section
            key={tier}
            aria-label={`${tier} rewards`}
            className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5"
          >
            <h3 className="flex items-center gap-2 font-semibold">
              <span className={cn('grid size-8 place-items-center rounded-full ring-1', fanLevelClass(tier))}>
                <Icon className="size-4" aria-hidden />
              </span>
              {tier} rewards
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-foreground/85">
              {REWARD_PERKS[tier].map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
            <div className="text-sm">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                {count} {tier} fan{count === 1 ? '' : 's'}
              </p>
              {fans.length ? (
                <p className="mt-1 text-foreground/85">{fans.map((f) => f.name).join(', ')}</p>
              ) : (
                <p className="mt-1 text-muted">No fan has reached {tier} yet.</p>
              )}
            </div>
            <Button
              className="mt-auto"
              onClick={() => onSend(tier)}
              disabled={count === 0 || pendingTier !== null}
            >
              <Send aria-hidden /> {pendingTier === tier ? 'Sending...' : `Send ${tier} reward`}
            </Button>
          </section>
        );
      })}
    </div>
  );
}
