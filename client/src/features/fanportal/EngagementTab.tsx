import type { FanActivityEvent, FanPortal } from '@common/fanportal';
import {
  Award,
  Gift,
  Heart,
  Megaphone,
  Play,
  Share2,
  ShoppingBag,
  Trophy,
  UserPlus,
  Coins,
  Star,
} from 'lucide-react';
import { Button } from '@/ui/Button';

const EVENT_ICONS: Record<FanActivityEvent['kind'], typeof Play> = {
  play: Play,
  like: Heart,
  follow: UserPlus,
  tip: Coins,
  purchase: ShoppingBag,
  subscription: Star,
};

function ago(iso: string): string {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

/** Quick actions that reach the fans, and the recent activity of the artist's fans. */
export function EngagementTab({
  portal,
  onBroadcast,
  onShare,
  onRewards,
  onContest,
}: {
  portal: FanPortal;
  onBroadcast: () => void;
  onShare: () => void;
  onRewards: () => void;
  onContest: () => void;
}) {
  const noFans = portal.stats.totalFans === 0;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[1fr_1.3fr]">
      <section className="space-y-3 rounded-2xl border border-white/10 bg-white/[0.03] p-5">
        <h3 className="font-semibold">Quick actions</h3>
        <div className="grid gap-2">
          <Button variant="outline" className="justify-start" onClick={onBroadcast} disabled={noFans}>
            <Megaphone aria-hidden /> Broadcast message to top fans
          </Button>
          <Button variant="outline" className="justify-start" onClick={onShare}>
            <Share2 aria-hidden /> Share exclusive preview
          </Button>
          <Button variant="outline" className="justify-start" onClick={onRewards} disabled={noFans}>
            <Gift aria-hidden /> Send rewards to top fans
          </Button>
          <Button variant="outline" className="justify-start" onClick={onContest} disabled={noFans}>
            <Trophy aria-hidden /> Create fan contest
          </Button>
        </div>
      </section>
      <section className="space-y-3 rounded-2xl border border-white/10 bg-white/[0.03] p-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <Award className="size-4 text-primary-text" aria-hidden /> Recent activity
        </h3>
        {portal.recentActivity.length === 0 ? (
          <p className="text-sm text-muted">
            No fan activity yet. Plays, likes, follows and tips show up here.
          </p>
        ) : (
          <ul className="divide-y divide-white/5" aria-label="Recent activity">
            {portal.recentActivity.map((event, index) => {
              const Icon = EVENT_ICONS[event.kind];
              return (
                <li
                  key={`${event.kind}-${event.fanId}-${event.at}-${index}`}
                  className="flex items-center gap-3 py-2.5 text-sm"
                >
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/15 text-primary-text">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="font-semibold">{event.fanName}</span> {event.text}
                  </span>
                  <span className="shrink-0 text-xs text-muted">{ago(event.at)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
