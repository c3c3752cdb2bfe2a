import type { Beat } from '@common/beatbank';
import { formatCents } from '@common/format';
import { isPreviewUrl } from '@common/previews';
import { soundLine } from '@common/tracks';
import { Pause, Play, ShoppingCart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { PreviewLabel } from '@/ui/PreviewLabel';
import { togglePreview, usePlayingBeatId } from './previewPlayer';

/** The preview's play/pause button; its icon matches the state. */
export function PreviewButton({ beat, className }: { beat: Beat; className?: string }) {
  const playing = usePlayingBeatId() === beat.id;
  return (
    <button
      type="button"
      aria-label={playing ? `Pause preview of ${beat.title}` : `Play preview of ${beat.title}`}
      aria-pressed={playing}
      data-playing={playing || undefined}
      onClick={(event) => {
        event.stopPropagation();
        togglePreview(beat);
      }}
      className={cn(
        'grid size-12 place-items-center rounded-full bg-primary-strong text-white shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
    >
      {playing ? (
        <Pause className="size-5 fill-current" aria-hidden />
      ) : (
        <Play className="ml-0.5 size-5 fill-current" aria-hidden />
      )}
    </button>
  );
}

/** A beat in the grid: cover, title, producer, BPM, key, price, tags, badges, preview and cart buttons. */
export function BeatCard({
  beat,
  inCart,
  isOwn,
  onOpen,
  onAddToCart,
}: {
  beat: Beat;
  inCart: boolean;
  isOwn: boolean;
  onOpen: () => void;
  onAddToCart: () => void;
}) {
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-surface/60 transition-colors hover:border-primary/40"
      data-testid="beat-card"
      data-beat-id={beat.id}
    >
      <div className="relative aspect-square">
        <button
          type="button"
          onClick={onOpen}
          className="block size-full focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={`Open details of ${beat.title}`}
        >
          <Artwork
            src={beat.coverArt}
            className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </button>
        <div className="pointer-events-none absolute left-2 top-2 flex flex-wrap gap-1 sm:left-3 sm:top-3 sm:gap-1.5">
          {beat.exclusive ? <Badge className="bg-primary-strong text-white ring-0">EXCLUSIVE</Badge> : null}
          {beat.featured ? (
            <Badge variant="gold" className="bg-amber-400 text-black ring-0">
              FEATURED
            </Badge>
          ) : null}
        </div>
        {isPreviewUrl(beat.previewUrl) ? (
          <PreviewLabel className="pointer-events-none absolute bottom-2 left-2 bg-black/60 backdrop-blur sm:bottom-3 sm:left-3" />
        ) : null}
        <PreviewButton
          beat={beat}
          className="absolute bottom-2 right-2 size-10 sm:bottom-3 sm:right-3 sm:size-12"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <button type="button" onClick={onOpen} className="text-left">
          <h3 className="truncate text-base font-bold leading-tight hover:text-primary-text">{beat.title}</h3>
          <p className="truncate text-sm text-muted">{beat.producer}</p>
        </button>
        <p className="text-xs text-muted">{soundLine(beat, 'producer')}</p>
        {beat.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {beat.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-full bg-white/5 px-2 py-0.5 text-[11px] text-muted">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="text-base font-extrabold tabular-nums text-primary-text sm:text-lg">
            {formatCents(beat.price)}
          </span>
          <button
            type="button"
            onClick={onAddToCart}
            disabled={isOwn}
            title={isOwn ? 'Your own beat' : undefined}
            aria-label={inCart ? `${beat.title} is in your cart` : `Add ${beat.title} to cart`}
            className={cn(
              'grid size-9 shrink-0 place-items-center rounded-full border sm:size-10 transition-colors disabled:opacity-40',
              inCart
                ? 'border-primary bg-primary/15 text-primary-text'
                : 'border-white/15 text-foreground hover:border-primary hover:text-primary-text',
            )}
          >
            <ShoppingCart className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </article>
  );
}
