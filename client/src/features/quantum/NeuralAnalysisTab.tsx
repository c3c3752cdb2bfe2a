import { COLLAB_MATCHING, COLLAB_MESSAGES, type CollabMatch, type SoundProfile } from '@common/collab';
import { AudioWaveform, Music2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { useSoundProfile } from './quantumQueries';
import { ScoreList } from './ScoreList';
import { SoundProfileChart } from './SoundProfileChart';
import { soundProfileSummary } from './soundProfileSummary';

const YOU_COLOR = '#ff4da6';
const MATCH_COLOR = '#38bdf8';

const tooFew = (profile: SoundProfile | undefined) =>
  profile !== undefined && profile.analysedTracks < COLLAB_MATCHING.soundMinTracks;

/** Neural Analysis: the user's own sound profile beside a chosen match's, as a chart. */
export function NeuralAnalysisTab({
  myId,
  matches,
  matchesLoading,
  selectedId,
  onSelect,
}: {
  myId: number;
  matches: CollabMatch[];
  matchesLoading: boolean;
  selectedId: number | null;
  onSelect: (userId: number) => void;
}) {
  const selectId = useId();
  const selected = matches.find((match) => match.id === selectedId) ?? matches[0] ?? null;
  const mine = useSoundProfile(myId);
  const theirs = useSoundProfile(selected?.id ?? null);
  const loading = mine.isPending || (selected !== null && theirs.isPending);
  const failed = mine.isError || theirs.isError;

  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-muted">
        Your sound profile is the average of your analysed tracks: tempo, how many keys you use, energy,
        danceability and loudness. Put it beside a match to see where you meet and where you differ.
      </p>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={selectId} className="text-sm font-semibold">
          Compare with
        </label>
        <select
          id={selectId}
          value={selected?.id ?? ''}
          onChange={(event) => onSelect(Number(event.target.value))}
          disabled={matches.length === 0}
          className="h-11 w-full rounded-xl border border-white/10 bg-[#1f1f23] px-3 text-sm text-foreground outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 sm:w-80"
          data-testid="compare-select"
        >
          {matches.length === 0 ? (
            <option value="">{matchesLoading ? 'Loading matches...' : 'No matches yet'}</option>
          ) : null}
          {matches.map((match) => (
            <option key={match.id} value={match.id}>
              {match.name}
              {match.scores ? ` (${match.scores.quantumScore}%)` : ''}
            </option>
          ))}
        </select>
      </div>

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section
          aria-label="Sound profiles"
          className="min-w-0 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5"
        >
          {loading ? (
            <div className="grid place-items-center py-16">
              <Spinner className="size-8" label="Loading sound profiles" />
            </div>
          ) : failed ? (
            <LoadError
              what="the sound profiles"
              onRetry={() => {
                void mine.refetch();
                if (selected) void theirs.refetch();
              }}
            />
          ) : (
            <div className="space-y-4">
              <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
                <li className="flex items-center gap-2">
                  <AudioWaveform className="size-4 shrink-0" style={{ color: YOU_COLOR }} aria-hidden />
                  <span>
                    <span className="font-semibold">You:</span>{' '}
                    <span className="text-muted">{soundProfileSummary(mine.data)}</span>
                  </span>
                </li>
                {selected ? (
                  <li className="flex items-center gap-2">
                    <AudioWaveform className="size-4 shrink-0" style={{ color: MATCH_COLOR }} aria-hidden />
                    <span>
                      <span className="font-semibold">{selected.name}:</span>{' '}
                      <span className="text-muted">{soundProfileSummary(theirs.data)}</span>
                    </span>
                  </li>
                ) : null}
              </ul>
              {tooFew(mine.data) || tooFew(theirs.data) ? (
                <p className="rounded-lg bg-amber-400/10 px-3 py-2 text-xs text-amber-100" role="note">
                  {COLLAB_MESSAGES.notEnoughSound}: each of you needs at least{' '}
                  {COLLAB_MATCHING.soundMinTracks}.
                </p>
              ) : null}
              <SoundProfileChart
                caption={selected ? `Your sound and ${selected.name}'s` : 'Your sound'}
                series={[
                  { name: 'You', profile: mine.data ?? null, color: YOU_COLOR },
                  ...(selected
                    ? [{ name: selected.name, profile: theirs.data ?? null, color: MATCH_COLOR }]
                    : []),
                ]}
              />
              {mine.data && mine.data.analysedTracks === 0 ? (
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-white/5 p-3 text-sm">
                  <p className="flex items-center gap-2">
                    <Music2 className="size-4 text-primary-text" aria-hidden />
                    Upload tracks to build your sound profile: each one is analysed after upload.
                  </p>
                  <Button asChild size="sm" variant="outline">
                    <Link href="/upload">Upload a track</Link>
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </section>

        {selected?.scores ? (
          <section
            aria-label={`Scores with ${selected.name}`}
            className="min-w-0 space-y-3 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5"
          >
            <h3 className="font-bold">
              You and {selected.name}: {selected.scores.quantumScore}%{' '}
              <span className="text-primary-text">{selected.scores.quantumResonance}</span>
            </h3>
            <ScoreList scores={selected.scores} single />
          </section>
        ) : null}
      </div>
    </div>
  );
}
