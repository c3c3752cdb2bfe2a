import type { Fan } from '@common/fanportal';
import { formatCents } from '@common/format';
import { Crown, Gift, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { userInitials } from '@/lib/initials';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';
import { fanLevelClass } from './fanLevelStyle';

/** A top fan: rank (crown on the first three), level badge, points, spend, subscription, favourite track, counts. */
export function FanCard({
  fan,
  rank,
  onMessage,
  onReward,
}: {
  fan: Fan;
  rank: number;
  onMessage: () => void;
  onReward: () => void;
}) {
  const crowned = rank <= 3;
  return (
    <article
      aria-label={`Fan ${rank}: ${fan.name}`}
      data-testid="top-fan"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white/[0.03] p-4',
        crowned ? 'border-amber-400/40' : 'border-white/10',
      )}
    >
      <div className="flex items-center gap-3">
        <div className="relative">
          <Artwork src={fan.avatar} fallback={userInitials(fan.username)} className="size-14 rounded-full" />
          {crowned ? (
            <Crown
              className="absolute -top-3 left-1/2 size-5 -translate-x-1/2 fill-amber-400 text-amber-400"
              aria-label="Top 3 fan"
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2">
            <span className="text-xs font-bold text-muted">#{rank}</span>
            <span className="truncate font-semibold">{fan.name}</span>
          </p>
          <p className="truncate text-xs text-muted">@{fan.username}</p>
          <span
            className={cn(
              'mt-1 inline-flex rounded-full px-2.5 py-0.5 text-[11px] font-bold uppercase tracking-wide ring-1',
              fanLevelClass(fan.fanLevel),
            )}
          >
            {fan.fanLevel}
          </span>
        </div>
        <div className="text-right">
          <p className="text-lg font-extrabold text-primary-text">{fan.engagementScore}</p>
          <p className="text-[11px] text-muted">points</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-white/[0.04] p-2">
          <dt className="text-xs text-muted">Total spent</dt>
          <dd className="font-semibold">{formatCents(fan.totalSpent)}</dd>
        </div>
        <div className="rounded-xl bg-white/[0.04] p-2">
          <dt className="text-xs text-muted">Months subscribed</dt>
          <dd className="font-semibold">{fan.monthsSubscribed}</dd>
        </div>
        <div className="col-span-2 rounded-xl bg-white/[0.04] p-2">
          <dt className="text-xs text-muted">Favourite track</dt>
          <dd className="truncate font-semibold">
            {fan.favoriteTrack ? (
              <Link href={`/tracks/${fan.favoriteTrack.id}`} className="hover:text-primary-text">
                {fan.favoriteTrack.title}
              </Link>
            ) : (
              <span className="text-muted">No plays yet</span>
            )}
          </dd>
        </div>
      </dl>
      <dl className="grid grid-cols-3 gap-2 text-center text-xs">
        <div>
          <dd className="text-base font-bold">{fan.interactions}</dd>
          <dt className="text-muted">Interactions</dt>
        </div>
        <div title="Shares are not tracked yet">
          <dd className="text-base font-bold">{fan.sharesCount}</dd>
          <dt className="text-muted">Shares</dt>
        </div>
        <div title="Messages in your listening-party chats">
          <dd className="text-base font-bold">{fan.commentsCount}</dd>
          <dt className="text-muted">Comments</dt>
        </div>
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={onMessage}>
          <MessageCircle aria-hidden /> Message
        </Button>
        <Button variant="subtle" size="sm" onClick={onReward}>
          <Gift aria-hidden /> Reward
        </Button>
      </div>
    </article>
  );
}
