import { useQuery } from '@tanstack/react-query';
import { FeaturedArtistCard } from './FeaturedArtistCard';
import { LoadError, SectionHeader, Skeleton } from '@/ui/SectionHeader';
import { FEATURED_ARTISTS_URL } from './queryKeys';
import type { FeaturedArtist } from '@common/artists';
import { useFollowArtist } from './useFollowArtist';

/** Featured Artists: the most played artists, the top 3 ranked, each with Follow. */
export function FeaturedArtistsSection() {
  const { data, isLoading, isError, refetch } = useQuery<FeaturedArtist[]>({
    queryKey: [FEATURED_ARTISTS_URL],
  });
  const { toggleFollow, pendingId, viewerId } = useFollowArtist();
  const artists = data ?? [];
  return (
    <section aria-labelledby="home-artists-title" className="space-y-5">
      <SectionHeader
        id="home-artists-title"
        title="Featured Artists"
        subtitle="The most played independent artists on Panda Nation."
      />
      {isError ? (
        <LoadError what="featured artists" onRetry={() => void refetch()} />
      ) : isLoading ? (
        <div
          className="grid grid-cols-2 gap-4 md:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label="Loading featured artists"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56 w-full rounded-2xl" />
          ))}
        </div>
      ) : artists.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-6 text-sm text-muted">
          No featured artists yet: the first artists to get plays will be ranked here.
        </p>
      ) : (
        <ol aria-label="Featured artists" className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {artists.map((artist, index) => (
            <li key={artist.id}>
              <FeaturedArtistCard
                artist={artist}
                rank={index + 1}
                isSelf={artist.id === viewerId}
                pending={pendingId === artist.id}
                onToggleFollow={() => toggleFollow(artist)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
