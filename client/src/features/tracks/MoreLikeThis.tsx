import type { SimilarTracks } from '@common/search';
import type { Track } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ResultPlayButton, similarTracksUrl } from '@/features/search';
import { Artwork } from '@/ui/Artwork';

/** A similar track's measured tempo and key, as one line ("128 BPM · A Minor (8A)"). */
export function measuredSound(track: SimilarTracks['tracks'][number]): string {
  const parts: string[] = [];
  if (track.bpm != null) parts.push(`${Math.round(track.bpm)} BPM`);
  if (track.key) parts.push(track.camelot ? `${track.key} (${track.camelot})` : track.key);
  return parts.join(' · ');
}

/** "More like this": the nearest tracks by measured sound; nothing at all when there are none. */
export function MoreLikeThis({ track }: { track: Track }) {
  const { data } = useQuery<SimilarTracks>({ queryKey: [similarTracksUrl(track.id)] });
  const similar = data?.tracks ?? [];
  if (similar.length === 0) return null;

  return (
    <section aria-labelledby="more-like-this">
      <h2 id="more-like-this" className="mb-1 text-xl font-bold">
        More like this
      </h2>
      <p className="mb-4 text-sm text-muted">Nearest by measured tempo, key and sound.</p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map((other) => (
          <li
            key={other.id}
            className="flex items-center gap-3 rounded-2xl border border-white/10 bg-surface/40 p-2 pr-3"
          >
            <Artwork src={other.image} className="size-14 rounded-xl" />
            <div className="min-w-0 flex-1">
              <Link href={other.url} className="block truncate text-sm font-semibold hover:text-primary-text">
                {other.title}
              </Link>
              {other.subtitle ? <p className="truncate text-xs text-muted">{other.subtitle}</p> : null}
              <p className="truncate text-xs text-muted">{measuredSound(other) || 'Not measured yet'}</p>
            </div>
            <ResultPlayButton result={other} list={similar} />
          </li>
        ))}
      </ul>
    </section>
  );
}
