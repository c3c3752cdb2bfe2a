import type { Library } from '@common/beatbank';
import { formatAddedTime, SPINROOM_MESSAGES, type CrateBeat } from '@common/spinroom';
import { useQuery } from '@tanstack/react-query';
import { ArrowBigUp, Download, KeyRound, Play, Send } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';

const stop = (event: MouseEvent) => event.stopPropagation();

/** A priced beat downloads only for its owner and licence holders; free tracks (price 0) for everyone. */
function useMayDownload(beat: Pick<CrateBeat, 'id' | 'price' | 'artistId'>): boolean {
  const { user } = useAuth();
  const priced = beat.price > 0;
  const owner = user !== null && user.id === beat.artistId;
  const { data: library } = useQuery<Library | null>({
    queryKey: ['/api/library'],
    enabled: priced && user !== null && !owner,
  });
  if (!priced || owner) return true;
  return library?.items.some((item) => item.beat.id === beat.id) ?? false;
}

/** One crate beat: tap to play; upvote, Download and Request Drop. */
export function CrateRow({
  beat,
  playing,
  onPlay,
  onUpvote,
  onRequestDrop,
}: {
  beat: CrateBeat;
  playing: boolean;
  onPlay: () => void;
  onUpvote: () => void;
  onRequestDrop: () => void;
}) {
  const mayDownload = useMayDownload(beat);
  return (
    <li
      data-testid="crate-row"
      data-track-id={beat.id}
      onClick={onPlay}
      className={cn(
        'group grid cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl px-3 py-3 transition-colors hover:bg-white/5 md:grid-cols-[auto_minmax(0,2fr)_minmax(0,1fr)_4rem_5rem_auto_auto]',
        playing && 'bg-primary/10',
      )}
    >
      <button
        type="button"
        aria-label={`Play ${beat.title}`}
        onClick={(e) => {
          stop(e);
          onPlay();
        }}
        className="relative rounded-lg"
      >
        <Artwork src={beat.coverArt} className="size-12 rounded-lg" />
        <span className="absolute inset-0 grid place-items-center rounded-lg bg-black/50 opacity-0 transition-opacity group-hover:opacity-100">
          <Play className="size-5 fill-white text-white" aria-hidden />
        </span>
      </button>
      <div className="min-w-0">
        <p className={cn('truncate font-semibold', playing && 'text-primary-text')} data-testid="crate-title">
          {beat.title}
        </p>
        <p className="truncate text-sm text-muted">{beat.artist}</p>
        <p className="mt-0.5 truncate text-xs text-muted md:hidden">
          <span className="capitalize">{beat.genre ?? 'No genre'}</span> · {beat.bpm ?? '--'} BPM ·{' '}
          {formatAddedTime(beat.addedTime)}
        </p>
      </div>
      <p className="hidden truncate text-sm capitalize text-muted md:block" data-testid="crate-genre">
        {beat.genre ?? '—'}
      </p>
      <p className="hidden text-sm tabular-nums text-muted md:block" data-testid="crate-bpm">
        {beat.bpm ?? '--'} <span className="text-xs">BPM</span>
      </p>
      <p className="hidden text-sm text-muted md:block">
        <time dateTime={beat.addedTime}>{formatAddedTime(beat.addedTime)}</time>
      </p>
      <button
        type="button"
        aria-pressed={beat.upvotedByMe}
        aria-label={`${beat.upvotedByMe ? 'Remove upvote from' : 'Upvote'} ${beat.title}, ${beat.upvotes} ${beat.upvotes === 1 ? 'upvote' : 'upvotes'}`}
        onClick={(e) => {
          stop(e);
          onUpvote();
        }}
        className={cn(
          'flex min-w-14 flex-col items-center rounded-xl px-2 py-1 text-xs font-semibold tabular-nums transition-colors hover:bg-white/10 md:flex-row md:gap-1 md:text-sm',
          beat.upvotedByMe ? 'text-primary-text' : 'text-muted',
        )}
      >
        <ArrowBigUp className={cn('size-5', beat.upvotedByMe && 'fill-primary')} aria-hidden />
        <span data-testid="crate-upvotes">{beat.upvotes}</span>
      </button>
      <div className="col-span-3 flex justify-end gap-2 md:col-span-1" onClick={stop}>
        {beat.allowDownload && mayDownload ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/api/tracks/${beat.id}/download`} download aria-label={`Download ${beat.title}`}>
              <Download aria-hidden />
              Download
            </a>
          </Button>
        ) : beat.allowDownload ? (
          <Button asChild variant="outline" size="sm">
            <Link href="/beatbank" aria-label={`Buy a license for ${beat.title}`}>
              <KeyRound aria-hidden />
              Buy a license
            </Link>
          </Button>
        ) : (
          <span title={SPINROOM_MESSAGES.downloadNotAllowed} className="inline-flex">
            <Button variant="outline" size="sm" disabled aria-label={`Download ${beat.title} (not allowed)`}>
              <Download aria-hidden />
              Download
            </Button>
          </span>
        )}
        <Button
          variant="subtle"
          size="sm"
          onClick={onRequestDrop}
          aria-label={`Request Drop of ${beat.title}`}
        >
          <Send aria-hidden />
          Request Drop
        </Button>
      </div>
    </li>
  );
}
