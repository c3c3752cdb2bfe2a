import { formatCount } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { userInitials } from '@/lib/initials';
import { Artwork } from '@/ui/Artwork';
import { DashboardCard } from '@/ui/DashboardCard';
import type { FeaturedArtist } from '@common/artists';
import { SPOTLIGHT_ARTIST_URL } from './queryKeys';

/** Artist Spotlight: the community's most played artist right now, and how to get there. */
export function ArtistSpotlightCard({ viewerId }: { viewerId: number | null }) {
  const { data, isLoading } = useQuery<FeaturedArtist[]>({ queryKey: [SPOTLIGHT_ARTIST_URL] });
  const artist = data?.[0];
  return (
    <DashboardCard title="Artist Spotlight" icon={Star}>
      {isLoading ? (
        <div className="h-20 animate-pulse rounded-xl bg-white/[0.06]" aria-busy="true" />
      ) : artist ? (
        <div className="flex items-center gap-4">
          <Artwork
            src={artist.image}
            fallback={userInitials(artist.username)}
            className="size-16 rounded-full ring-2 ring-amber-400/60"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-amber-300">
              {artist.id === viewerId ? "That's you!" : '#1 this week'}
            </p>
            <p className="truncate text-lg font-bold">{artist.name}</p>
            <p className="text-sm text-muted">
              {formatCount(artist.plays)} plays · {formatCount(artist.followers)} followers
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">
          No artist in the spotlight yet: the most played artist appears here.
        </p>
      )}
      <p className="mt-4 text-sm text-muted">
        The spotlight goes to the most played artists. Share your tracks and invite fans to{' '}
        <Link href="/" className="font-semibold text-primary-text hover:underline">
          Home
        </Link>{' '}
        to climb the ranks.
      </p>
    </DashboardCard>
  );
}
