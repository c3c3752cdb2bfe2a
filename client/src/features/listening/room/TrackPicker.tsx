import { formatDuration } from '@common/format';
import { sharedPlaybackSeconds } from '@common/previews';
import type { TrackInfo } from '@common/rooms';
import type { Track, TrackPage } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { ListMusic, Play, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PreviewLabel } from '@/ui/PreviewLabel';
import { Spinner } from '@/ui/Spinner';

/** What the room is told about a catalogue track (the server fills the rest from the catalogue). */
export function trackInfoOf(track: Track): TrackInfo {
  return {
    trackId: track.id,
    title: track.title,
    artist: track.artist,
    audioUrl: track.audioUrl,
    coverArt: track.coverArt,
    duration: track.duration,
  };
}

/** Where the room's current track stands: chosen again only once it has ended ('Play again'). */
export type CurrentTrackState = 'playing' | 'paused' | 'ended';

const CURRENT_LABEL: Record<CurrentTrackState, string> = {
  playing: 'Playing',
  paused: 'Paused',
  ended: 'Play again',
};

function currentAriaLabel(title: string, state: CurrentTrackState): string {
  return state === 'ended' ? `Play again: ${title}` : `${title} is ${state}`;
}

/** The host's track chooser: the catalogue (GET /api/tracks) with a search. */
export function TrackPicker({
  currentTrackId,
  currentState,
  onChoose,
}: {
  currentTrackId: number | null;
  currentState: CurrentTrackState;
  onChoose: (track: TrackInfo) => void;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const params = new URLSearchParams({ pageSize: '8', sort: 'popular' });
  if (query) params.set('q', query);
  const { data, isLoading, error } = useQuery<TrackPage>({ queryKey: [`/api/tracks?${params}`] });

  return (
    <Card className="grid gap-3 p-4" data-testid="track-picker">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-bold">
          <ListMusic className="size-4 text-primary-text" aria-hidden />
          Choose a track
        </h3>
        <div className="relative w-full sm:w-64">
          <label htmlFor={searchId} className="sr-only">
            Search the catalogue
          </label>
          <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search tracks or artists"
            className="h-9 w-full rounded-full border border-border bg-black/30 pl-9 pr-3 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
          />
        </div>
      </div>
      {isLoading ? (
        <div className="flex justify-center p-4">
          <Spinner className="size-5" label="Loading tracks" />
        </div>
      ) : error ? (
        <p className="text-sm text-red-300">{errorMessage(error)}</p>
      ) : !data || data.tracks.length === 0 ? (
        <p className="text-sm text-muted">No tracks match “{query}”.</p>
      ) : (
        <ul className="grid max-h-72 gap-1 overflow-y-auto pr-1">
          {data.tracks.map((track) => {
            const current = track.id === currentTrackId;
            const state = current ? currentState : null;
            return (
              <li
                key={track.id}
                data-testid="picker-track"
                className={cn(
                  'flex items-center gap-3 rounded-xl p-2 hover:bg-white/5',
                  current && 'bg-primary/10 ring-1 ring-primary/30',
                )}
              >
                <Artwork src={track.coverArt} className="size-10 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-1.5 text-sm font-semibold">
                    <span className="truncate">{track.title}</span>
                    {track.price > 0 && <PreviewLabel />}
                  </p>
                  <p className="truncate text-xs text-muted">
                    {track.artist} · {formatDuration(sharedPlaybackSeconds(track))}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={state && state !== 'ended' ? 'subtle' : 'outline'}
                  disabled={state === 'playing' || state === 'paused'}
                  onClick={() => onChoose(trackInfoOf(track))}
                  aria-label={
                    state ? currentAriaLabel(track.title, state) : `Play ${track.title} in the room`
                  }
                >
                  <Play aria-hidden />
                  {state ? CURRENT_LABEL[state] : 'Play'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
