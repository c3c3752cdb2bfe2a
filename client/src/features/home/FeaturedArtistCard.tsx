import { formatCount } from '@common/format';
import { Check, Crown, UserPlus } from 'lucide-react';
import { userInitials } from '@/lib/initials';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Artwork } from '@/ui/Artwork';
import type { FeaturedArtist } from '@common/artists';

const RANK_STYLES: Record<number, string> = {
  1: 'bg-amber-400 text-black',
  2: 'bg-zinc-300 text-black',
  3: 'bg-orange-400 text-black',
};

/** A featured artist: avatar, rank (top 3), name, badge, followers and Follow. */
export function FeaturedArtistCard({
  artist,
  rank,
  isSelf,
  pending,
  onToggleFollow,
}: {
  artist: FeaturedArtist;
  rank: number;
  isSelf: boolean;
  pending: boolean;
  onToggleFollow: () => void;
}) {
  const ranked = rank <= 3;
  return (
    <article
      aria-label={artist.name}
      className={cn(
        'relative flex h-full flex-col items-center rounded-2xl border bg-white/[0.03] p-5 text-center',
        ranked ? 'border-primary/30' : 'border-white/10',
      )}
    >
      {ranked ? (
        <span
          className={cn(
            'absolute left-3 top-3 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-black',
            RANK_STYLES[rank],
          )}
          aria-label={`Rank ${rank}`}
          data-testid="artist-rank"
        >
          {rank === 1 ? <Crown className="size-3.5" aria-hidden /> : null}#{rank}
        </span>
      ) : null}
      <Artwork
        src={artist.image}
        fallback={userInitials(artist.username)}
        className={cn('size-20 rounded-full ring-2', ranked ? 'ring-primary/60' : 'ring-white/10')}
      />
      <h3 className="mt-3 w-full truncate font-semibold">{artist.name}</h3>
      {artist.badge ? (
        <span className="mt-1 rounded-full bg-primary/15 px-2.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-primary-text">
          {artist.badge}
        </span>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        <span data-testid="follower-count">{formatCount(artist.followers)}</span>{' '}
        {artist.followers === 1 ? 'follower' : 'followers'} · {formatCount(artist.plays)} plays
      </p>
      <div className="mt-auto w-full pt-4">
        {isSelf ? (
          <p className="text-xs font-semibold text-muted">That&apos;s you</p>
        ) : (
          <Button
            size="sm"
            variant={artist.followedByMe ? 'outline' : 'primary'}
            className="w-full"
            disabled={pending}
            aria-pressed={artist.followedByMe}
            aria-label={`${artist.followedByMe ? 'Following' : 'Follow'} ${artist.name}`}
            onClick={onToggleFollow}
          >
            {artist.followedByMe ? <Check aria-hidden /> : <UserPlus aria-hidden />}
            {artist.followedByMe ? 'Following' : 'Follow'}
          </Button>
        )}
      </div>
    </article>
  );
}
