import { SPINROOM_MESSAGES, type CrateBeat, type CrateSort } from '@common/spinroom';
import { Disc3 } from 'lucide-react';
import { useState } from 'react';
import { showLoginToast, useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { usePlayer } from '@/lib/playerStore';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CrateRow } from './CrateRow';
import { CrateToolbar } from './CrateToolbar';
import { RequestDropDialog } from './RequestDropDialog';
import { EmptyState, Section } from './Section';
import { useCrate, useUpvote } from './useCrate';

function CrateSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-white/5">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <span className="size-12 animate-pulse rounded-lg bg-white/10" />
          <span className="grid flex-1 gap-2">
            <span className="h-4 w-1/3 animate-pulse rounded bg-white/10" />
            <span className="h-3 w-1/5 animate-pulse rounded bg-white/10" />
          </span>
          <span className="h-8 w-24 animate-pulse rounded-full bg-white/10" />
        </li>
      ))}
    </ul>
  );
}

/** The Crate: public beats with Filter and Sort, upvotes, Download and Request Drop; tap a row to play. */
export function Crate() {
  const [genre, setGenre] = useState<string | null>(null);
  const [sort, setSort] = useState<CrateSort>('newest');
  const [dropFor, setDropFor] = useState<CrateBeat | null>(null);
  const crate = useCrate(genre, sort);
  const upvote = useUpvote();
  const { user } = useAuth();
  const player = usePlayer();

  const pages = crate.data?.pages ?? [];
  const beats = pages.flatMap((p) => p.beats);
  const genres = pages[0]?.genres ?? [];
  // The chosen genre stays in the menu even if its last beat was just removed.
  const genreOptions = genre && !genres.includes(genre) ? [...genres, genre] : genres;

  function handleRequestDrop(beat: CrateBeat) {
    if (!user) showLoginToast(SPINROOM_MESSAGES.loginToRequestDrop, 'to join in.');
    else setDropFor(beat);
  }

  return (
    <Section
      title="The Crate"
      icon={Disc3}
      id="the-crate"
      actions={
        <CrateToolbar genres={genreOptions} genre={genre} sort={sort} onGenre={setGenre} onSort={setSort} />
      }
    >
      <Card className="p-1 sm:p-2">
        <div className="hidden grid-cols-[auto_minmax(0,2fr)_minmax(0,1fr)_4rem_5rem_auto_auto] gap-x-3 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid">
          <span className="w-12" />
          <span>Title</span>
          <span>Genre</span>
          <span>BPM</span>
          <span>Added</span>
          <span className="min-w-14 text-center">Upvotes</span>
          <span className="w-[15.5rem]" />
        </div>
        {crate.isLoading ? (
          <div role="status" aria-label="Loading the crate">
            <CrateSkeleton />
          </div>
        ) : crate.error ? (
          <EmptyState title="Could not load the crate" icon={Disc3}>
            <p>{errorMessage(crate.error)}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void crate.refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : beats.length === 0 ? (
          <EmptyState title={SPINROOM_MESSAGES.emptyCrate} icon={Disc3}>
            {genre
              ? 'Nothing in this genre yet. Try another filter.'
              : 'Published tracks land here for DJs to dig.'}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-white/5" aria-label="Crate beats">
            {beats.map((beat) => (
              <CrateRow
                key={beat.id}
                beat={beat}
                playing={player.current?.id === beat.id && player.isPlaying}
                onPlay={() => player.playTrack(beat, beats)}
                onUpvote={() => upvote(beat)}
                onRequestDrop={() => handleRequestDrop(beat)}
              />
            ))}
          </ul>
        )}
        {crate.hasNextPage ? (
          <div className="flex justify-center p-3">
            <Button
              variant="outline"
              size="sm"
              disabled={crate.isFetchingNextPage}
              onClick={() => void crate.fetchNextPage()}
            >
              {crate.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </Card>
      <RequestDropDialog beat={dropFor} onClose={() => setDropFor(null)} />
    </Section>
  );
}
