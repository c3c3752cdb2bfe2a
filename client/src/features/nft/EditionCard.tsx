import { formatCents } from '@common/format';
import type { EditionDrop } from '@common/nft';
import type { Track } from '@common/tracks';
import { Gem, Info, Pause, Play, ShoppingCart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ShareButton } from '@/features/sharing';

/** One limited-edition drop: cover, title, artist, price, supply, and Preview, Buy NFT, Details and Share. */
export function EditionCard({
  edition,
  queue,
  onBuy,
  onDetails,
}: {
  edition: EditionDrop;
  queue: Track[];
  onBuy: () => void;
  onDetails: () => void;
}) {
  const player = usePlayer();
  const isCurrent = player.current?.id === edition.trackId;
  const playing = isCurrent && player.isPlaying;
  const ended = edition.status === 'ended';
  const soldOut = edition.available === 0;
  const soldPercent = edition.totalSupply ? Math.round((edition.sold / edition.totalSupply) * 100) : 0;

  const handlePreview = () => {
    if (playing) player.pause();
    else if (isCurrent) player.play();
    else player.playTrack(edition.track, queue);
  };

  return (
    <article
      aria-label={`${edition.title} by ${edition.artist}`}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-white/[0.03] transition-colors hover:bg-white/[0.05]',
        isCurrent ? 'border-primary/60' : 'border-white/10',
      )}
    >
      <div className="relative">
        <Artwork src={edition.coverArt} className="aspect-square w-full" />
        <Badge className="absolute left-3 top-3 max-w-[55%] bg-black/60 backdrop-blur">
          <Gem className="size-3 shrink-0" aria-hidden />
          <span className="min-w-0 truncate">{edition.editionName ?? 'Limited edition'}</span>
        </Badge>
        {ended ? (
          <Badge
            variant="neutral"
            className="absolute bottom-3 left-3 bg-black/70 backdrop-blur"
            data-testid="drop-ended"
          >
            Drop ended
          </Badge>
        ) : null}
        {edition.ownedByMe > 0 ? (
          <Badge variant="gold" className="absolute right-3 top-3 bg-black/60 backdrop-blur">
            You own {edition.ownedByMe}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold">{edition.title}</h3>
          <p className="truncate text-sm text-muted">{edition.artist}</p>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-xl bg-white/[0.04] px-2 py-2">
            <dt className="text-muted">Price</dt>
            <dd className="mt-0.5 text-sm font-bold text-primary-text">{formatCents(edition.price)}</dd>
          </div>
          <div className="rounded-xl bg-white/[0.04] px-2 py-2">
            <dt className="text-muted">Edition</dt>
            <dd className="mt-0.5 text-sm font-bold">{edition.nextEdition ?? '—'}</dd>
          </div>
          <div className="rounded-xl bg-white/[0.04] px-2 py-2">
            <dt className="text-muted">Available</dt>
            <dd className="mt-0.5 text-sm font-bold" data-testid="available">
              {edition.available}/{edition.totalSupply}
            </dd>
          </div>
        </dl>
        <div>
          <div className="flex justify-between text-xs text-muted">
            <span data-testid="sold">
              {edition.sold} sold{ended ? ` of ${edition.totalSupply}` : ''}
            </span>
            <span>Artist gets {edition.artistSharePercent}%</span>
          </div>
          <div
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/10"
            role="progressbar"
            aria-label="Editions sold"
            aria-valuenow={soldPercent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-primary-strong" style={{ width: `${soldPercent}%` }} />
          </div>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" onClick={handlePreview} aria-pressed={playing}>
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />} {playing ? 'Pause' : 'Preview'}
          </Button>
          <Button size="sm" onClick={onBuy} disabled={soldOut}>
            <ShoppingCart aria-hidden /> {ended ? 'Drop ended' : soldOut ? 'Sold out' : 'Buy NFT'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDetails}>
            <Info aria-hidden /> Details
          </Button>
          <ShareButton
            variant="ghost"
            size="sm"
            url={`/nft-marketplace?edition=${edition.trackId}`}
            title={`${edition.title} by ${edition.artist}, a limited edition on Panda Nation`}
          />
        </div>
      </div>
    </article>
  );
}

/** The placeholder of a card while the drops load. */
export function EditionCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="edition-skeleton"
      className="overflow-hidden rounded-2xl border border-white/10"
    >
      <span className="block aspect-square w-full animate-pulse bg-white/[0.07]" />
      <div className="space-y-3 p-4">
        <span className="block h-5 w-2/3 animate-pulse rounded bg-white/[0.07]" />
        <span className="block h-4 w-1/3 animate-pulse rounded bg-white/[0.07]" />
        <span className="block h-12 w-full animate-pulse rounded-xl bg-white/[0.07]" />
        <span className="block h-16 w-full animate-pulse rounded-xl bg-white/[0.07]" />
      </div>
    </div>
  );
}
